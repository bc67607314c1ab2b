import { apiFetch } from "@/lib/client/api";
import type { DesignGroup } from "@/lib/design-templates/groups";
import type { DefinitionView } from "@/lib/design-templates/view";

// The design editor's calls (lib/design-templates/contracts.ts).

export type Definition = DefinitionView;
export type EditorDefinition = Definition & { docTitle: string; docDeleted: boolean };

export interface DefinitionInput {
  docId: string;
  title: string;
  lang: string;
  sectors: string[];
  group: DesignGroup;
  product: string;
  /** A number when the field holds one; the text as typed otherwise, so the server names the field. */
  sortOrder: number | string;
  thumb: string | null;
  thumbnailLandscape: string | null;
}

export const definitionApi = {
  create: (body: DefinitionInput) => apiFetch<{ definition: Definition }>("/api/schablone-definition", { method: "POST", body }),
  update: (id: string, body: DefinitionInput) => apiFetch<{ definition: Definition }>(`/api/schablone-definition/${encodeURIComponent(id)}`, { method: "POST", body }),
  remove: (id: string) => apiFetch<{ success: boolean }>(`/api/schablone-definition/${encodeURIComponent(id)}`, { method: "DELETE" }),
};

import { apiFetch } from "@/lib/client/api";
import type { DesignGroup } from "@/lib/design-templates/schemas";
import type { DefinitionView } from "@/lib/design-templates/view";

// The browser's calls for design templates: the definitions (public, ranked by the server for a
// language and a sector) and a new document from one, in a workspace.

/** A design as the pickers show it (plain data: handed from server pages to client components). */
export interface DesignOption {
  id: string;
  docId: string;
  title: string;
  group: DesignGroup;
  thumb: string | null;
}

export const toDesignOption = (definition: Pick<DefinitionView, "id" | "docId" | "title" | "group" | "thumb" | "thumbnailLandscape">): DesignOption => ({
  id: definition.id,
  docId: definition.docId,
  title: definition.title,
  group: definition.group,
  thumb: definition.thumbnailLandscape ?? definition.thumb,
});

export const designApi = {
  list: async (lang: string, sector: string | null) => {
    const query = new URLSearchParams({ lang });
    if (sector) query.set("sector", sector);
    const answer = await apiFetch<{ definitions: DefinitionView[] }>(`/api/schablone-definitions?${query.toString()}`);
    return answer.definitions.map(toDesignOption);
  },
  createDocument: (teamId: string, designId: string) =>
    apiFetch<{ id: string }>(`/api/team/${encodeURIComponent(teamId)}/document`, { body: { fromDesignTemplateId: designId } }),
};

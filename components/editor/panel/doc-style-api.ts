import { docStyleApi as workspaceStyles, type DocStyleItem } from "@/components/doc-styles/doc-style-api";
import { apiFetch } from "@/lib/client/api";
import type { StylePresetId } from "@/lib/doc-styles/presets";
import type { DocStyleData } from "@/lib/doc-styles/schema";
import type { DocumentView } from "@/lib/documents/view";

// The style calls the editor's Style tab makes (lib/doc-styles/contracts.ts): the workspace's styles
// (the style editor's own calls) and the document's copy of a style: a workspace style's, a theme
// preset's, or a style of its own customised in the tab.

/** What every document style call answers; the editor folds it into its copy of the document. */
export interface StyleAnswer {
  success: boolean;
  styleData: DocumentView["styleData"];
  style: { _id: string; name: string } | null;
  styleUpToDate: boolean | null;
  version: number;
}

const documentPath = (id: string, name: string) => `/api/document/${encodeURIComponent(id)}/${name}`;

export const docStyleApi = {
  list: workspaceStyles.list,
  set: (documentId: string, styleId: string) => apiFetch<StyleAnswer>(documentPath(documentId, "set-doc-style"), { body: { styleId } }),
  update: (documentId: string, styleId: string) => apiFetch<StyleAnswer>(documentPath(documentId, `update-doc-style/${encodeURIComponent(styleId)}`), { method: "POST" }),
  setPreset: (documentId: string, presetId: StylePresetId) => apiFetch<StyleAnswer>(documentPath(documentId, "set-style-preset"), { body: { presetId } }),
  setOwn: (documentId: string, style: DocStyleData) => apiFetch<StyleAnswer>(documentPath(documentId, "set-doc-style-data"), { body: style }),
  /** A new workspace style with this content (admins). */
  create: (teamId: string, style: DocStyleData) => apiFetch<DocStyleItem>(`/api/team/${encodeURIComponent(teamId)}/doc-style`, { body: style }),
};

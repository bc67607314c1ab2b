import { docStyleApi as workspaceStyles } from "@/components/doc-styles/doc-style-api";
import { apiFetch } from "@/lib/client/api";
import type { DocumentView } from "@/lib/documents/view";

// The style calls the editor's Style tab makes (lib/doc-styles/contracts.ts): the workspace's styles
// (the style editor's own call) and the document's copy of one.

interface StyleAnswer {
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
};

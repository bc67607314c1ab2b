import { apiFetch } from "@/lib/client/api";
import type { DocumentView } from "@/lib/documents/view";

// The style calls the editor's Style tab makes (lib/doc-styles/contracts.ts).

export interface WorkspaceStyleChoice {
  id: string;
  name: string;
}

interface StyleAnswer {
  success: boolean;
  styleData: DocumentView["styleData"];
  style: { _id: string; name: string } | null;
  styleUpToDate: boolean | null;
  version: number;
}

const documentPath = (id: string, name: string) => `/api/document/${encodeURIComponent(id)}/${name}`;

export const docStyleApi = {
  list: (teamId: string, signal?: AbortSignal) =>
    apiFetch<{ styles: WorkspaceStyleChoice[]; defaultDocStyleId: string | null }>(`/api/team/${encodeURIComponent(teamId)}/doc-styles`, { signal }),
  set: (documentId: string, styleId: string) => apiFetch<StyleAnswer>(documentPath(documentId, "set-doc-style"), { body: { styleId } }),
  update: (documentId: string, styleId: string) => apiFetch<StyleAnswer>(documentPath(documentId, `update-doc-style/${encodeURIComponent(styleId)}`), { method: "POST" }),
};

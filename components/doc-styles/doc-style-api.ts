import { apiFetch } from "@/lib/client/api";
import type { DocStyleData } from "@/lib/doc-styles/schema";
import type { DocStyleView } from "@/lib/doc-styles/view";

// The browser's calls to the doc style routes (accounts spec §7). Answers cross JSON, so dates are strings.

export type DocStyleItem = Omit<DocStyleView, "updatedAt"> & { updatedAt: string };

const form = (file: File) => {
  const body = new FormData();
  body.append("file", file);
  return body;
};

export const docStyleApi = {
  list: (teamId: string, signal?: AbortSignal) =>
    apiFetch<{ styles: DocStyleItem[]; defaultDocStyleId: string | null }>(`/api/team/${encodeURIComponent(teamId)}/doc-styles`, { signal }),
  add: (teamId: string) => apiFetch<DocStyleItem>(`/api/team/${teamId}/doc-style`, { body: {} }),
  update: (styleId: string, body: DocStyleData, signal?: AbortSignal) => apiFetch<DocStyleItem>(`/api/doc-style/${styleId}`, { body, signal }),
  remove: (styleId: string) => apiFetch<unknown>(`/api/doc-style/${styleId}`, { method: "DELETE" }),
  copy: (styleId: string, teamId: string) => apiFetch<DocStyleItem>(`/api/doc-style/${styleId}/copy`, { body: { teamId } }),
  importFile: (teamId: string, file: File) => apiFetch<DocStyleItem>(`/api/team/${teamId}/doc-styles/import`, { body: form(file) }),
  setDefault: (teamId: string, styleId: string) => apiFetch<unknown>(`/api/team/${teamId}/set-default-doc-style`, { body: { styleId } }),
  /** A font file for the style: stored as a workspace file, whose id the style names. */
  uploadFont: (teamId: string, file: File) => apiFetch<{ _id: string }>(`/api/team/${teamId}/misc-file`, { body: form(file) }),
};

/** The JSON download of a style (a plain link: the browser saves the file the server names). */
export const docStyleExportUrl = (styleId: string) => `/api/doc-style/${styleId}/export`;

export const docStyleEditorUrl = (teamId: string, styleId: string) => `/team/${teamId}/doc-style-editor/${styleId}`;

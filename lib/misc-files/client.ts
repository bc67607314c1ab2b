import { apiFetch } from "@/lib/client/api";

// The browser side of POST /api/team/{id}/misc-file (lib/misc-files/contracts.ts).

export interface MiscFileInfo {
  _id: string;
  id: string;
  sourceFileName: string;
  mimeType: string;
  size: number;
}

/** Uploads one file to the workspace; throws ApiError with the server's message when refused. */
export function uploadMiscFileRequest(teamId: string, file: File, signal?: AbortSignal): Promise<MiscFileInfo> {
  const form = new FormData();
  form.append("file", file);
  return apiFetch<MiscFileInfo>(`/api/team/${encodeURIComponent(teamId)}/misc-file`, { body: form, signal });
}

// The calls the documents screens make, in one place (paths as the lifecycle and list contracts define them).
import type { MemberItem } from "@/components/members/member-item";
import { apiFetch } from "@/lib/client/api";
import type { DealFilter, DocumentListView } from "@/lib/documents/list-format";
import type { DocumentItem, DocumentPageData, UpcomingItem } from "./document-item";

const documentPath = (id: string, rest = "") => `/api/document/${encodeURIComponent(id)}${rest}`;

export interface ListFilters {
  /** One workspace, or "" for all of the user's workspaces. */
  teamId: string;
  search: string;
  onlyMine: boolean;
  view: DocumentListView;
  /** Only documents whose deal awaits signatures, was accepted or declined; "" for any (documents view only). */
  deal: DealFilter | "";
}

export type DocumentType = DocumentItem["type"];

export interface TeamTemplateSettings {
  published: boolean;
  allowAddNewBlocks: boolean;
  allowDeleteBlocks: boolean;
}

/** Downloads (plain links with `download`: the route answers the `.eventdocs` file as an attachment). */
export const exportDocumentUrl = (id: string) => documentPath(id, "/export");
export const exportWorkspaceUrl = (teamId: string) => `/api/team/${encodeURIComponent(teamId)}/document/export`;
export const DOCUMENT_TYPES: DocumentType[] = ["proposal", "invitation", "invoice", "presentation", "plain"];

export function listQuery(filters: ListFilters, archived: boolean, cursor?: string): string {
  const query = new URLSearchParams();
  if (filters.teamId) query.set("teamId", filters.teamId);
  if (archived) query.set("archived", "true");
  if (filters.search.trim()) query.set("search", filters.search.trim());
  if (filters.onlyMine) query.set("onlyMine", "true");
  if (filters.view !== "documents") query.set("view", filters.view);
  if (filters.deal && filters.view === "documents") query.set("deal", filters.deal);
  if (cursor) query.set("cursor", cursor);
  return query.toString();
}

export const documentApi = {
  list: (filters: ListFilters, archived: boolean, cursor: string | undefined, signal: AbortSignal) =>
    apiFetch<DocumentPageData>(`/api/documents?${listQuery(filters, archived, cursor)}`, { signal }),
  upcoming: (timeZone: string) => apiFetch<{ items: UpcomingItem[] }>(`/api/documents/upcoming-events?timeZone=${encodeURIComponent(timeZone)}`),
  teamTemplates: (teamId: string) => apiFetch<DocumentPageData>(`/api/team/${encodeURIComponent(teamId)}/team-templates?limit=100`),
  members: (teamId: string) => apiFetch<MemberItem[]>(`/api/team/${encodeURIComponent(teamId)}/members`),
  create: (teamId: string, body: { title?: string; type: DocumentType; project?: string }) =>
    apiFetch<{ id: string }>(`/api/team/${encodeURIComponent(teamId)}/document`, { body }),
  /** Without `teamId` the server picks the template's workspace (or the caller's first). */
  createFromTeamTemplate: (templateId: string, teamId?: string) =>
    apiFetch<{ id: string }>(documentPath(templateId, "/create-from-team-template"), { body: teamId ? { teamId } : {} }),
  saveAsTemplate: (id: string) => apiFetch<{ id: string; title: string }>(documentPath(id, "/save-as-template"), { method: "POST" }),
  makeTeamTemplate: (id: string) => apiFetch<{ ok: true; templateType: "TEAM_TEMPLATE" }>(documentPath(id, "/team-template"), { method: "POST" }),
  teamTemplateSettings: (id: string, settings: Partial<TeamTemplateSettings>) =>
    apiFetch<TeamTemplateSettings>(documentPath(id, "/team-template-settings"), { body: settings }),
  rename: (id: string, title: string) => apiFetch<{ title: string; version: number }>(documentPath(id, "/title"), { body: { title } }),
  duplicate: (id: string) => apiFetch<{ id: string; title: string }>(documentPath(id, "/clone"), { method: "POST" }),
  setArchived: (id: string, archived: boolean) => apiFetch(documentPath(id, "/archive"), { body: { archived } }),
  transfer: (id: string, userId: string) => apiFetch(documentPath(id, "/transfer"), { body: { userId } }),
  move: (id: string, teamId: string) => apiFetch(documentPath(id, "/change-workspace"), { body: { teamId } }),
  remove: (id: string) => apiFetch(documentPath(id), { method: "DELETE" }),
  restore: (id: string) => apiFetch(documentPath(id, "/restore"), { method: "POST" }),
  reportSearch: (term: string) => apiFetch("/api/user-events", { body: { name: "document-search", data: { term } } }),
};

/** Where the document page remembers the last document opened (the shell's alt+b goes back to it). */
export const LAST_DOCUMENT_KEY = "eventdocs.lastDocumentId";

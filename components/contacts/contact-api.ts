import { apiFetch } from "@/lib/client/api";
import { CONTACT_BULK_DELETE_MAX } from "@/lib/contacts/limits";
import type { ContactView } from "@/lib/contacts/view";

// The browser's calls to the contact routes (lib/contacts/contracts.ts).

export interface ContactPageData {
  items: ContactView[];
  nextCursor: string | null;
}

/** What the list is narrowed by: one workspace ("" for all of the user's) and a search term. */
export interface ContactFilters {
  teamId: string;
  search: string;
}

/** The form's values, as typed (blank optional fields are stored as empty by the server). */
export interface ContactInput {
  firstname: string;
  lastname: string;
  email: string;
  company: string;
  jobTitle: string;
}

const enc = encodeURIComponent;

export function listUrl(filters: ContactFilters, cursor?: string | null): string {
  const query = new URLSearchParams();
  if (filters.teamId) query.set("team", filters.teamId);
  if (filters.search.trim()) query.set("search", filters.search.trim());
  if (cursor) query.set("cursor", cursor);
  const text = query.toString();
  return `/api/contact${text ? `?${text}` : ""}`;
}

export const contactApi = {
  list: (filters: ContactFilters, cursor?: string | null, signal?: AbortSignal) => apiFetch<ContactPageData>(listUrl(filters, cursor), { signal }),
  create: (teamId: string, input: ContactInput) => apiFetch<ContactView>(`/api/team/${enc(teamId)}/contact`, { body: input }),
  update: (id: string, input: ContactInput) => apiFetch<ContactView>(`/api/contact/${enc(id)}`, { body: input }),
  remove: (id: string) => apiFetch(`/api/contact/${enc(id)}`, { method: "DELETE" }),
  /** Deletes in batches the server accepts; each batch is all or nothing. */
  async removeMany(ids: string[]) {
    for (let start = 0; start < ids.length; start += CONTACT_BULK_DELETE_MAX) {
      const batch = ids.slice(start, start + CONTACT_BULK_DELETE_MAX);
      await apiFetch(`/api/contact?ids=${batch.map(enc).join(",")}`, { method: "DELETE" });
    }
  },
  linked: (documentId: string, signal?: AbortSignal) => apiFetch<{ contacts: ContactView[] }>(`/api/document/${enc(documentId)}/contacts`, { signal }),
  setLinked: (documentId: string, contactIds: string[]) => apiFetch<{ contacts: ContactView[] }>(`/api/document/${enc(documentId)}/contacts`, { body: { contactIds } }),
};

export const emptyContactInput: ContactInput = { firstname: "", lastname: "", email: "", company: "", jobTitle: "" };

export function contactInputOf(contact: ContactView): ContactInput {
  return {
    firstname: contact.firstname,
    lastname: contact.lastname,
    email: contact.email ?? "",
    company: contact.company ?? "",
    jobTitle: contact.jobTitle ?? "",
  };
}

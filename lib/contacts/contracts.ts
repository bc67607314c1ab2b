import { z } from "zod";
import { defineContract } from "@/lib/http/contract";
import { CONTACT_PAGE_SIZE } from "./limits";
import { contactCreateBody, contactUpdateBody } from "./fields";
import { contactBulkDeleteQuery, contactListQuery, documentContactsBody, idParams } from "./schemas";

// Contacts (workspace spec §3 Contact, §7: contact find, find all, create, update, delete; the spec
// does not show their paths, these are ours) and the links between documents and contacts. Find by
// contact is GET /api/document/by-contact/{contactId} (lib/documents/list-contracts.ts).
const tag = "Contacts";

const contact = z.object({
  _id: z.string(),
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string().nullable(),
  company: z.string().nullable(),
  jobTitle: z.string().nullable(),
  team: z.string().describe("The workspace's id"),
});
const contactPage = z.object({
  items: z.array(contact),
  nextCursor: z.string().nullable().describe("Pass back as `cursor` for the next page; null on the last page"),
});
const linked = z.object({ contacts: z.array(contact) });
const example = { firstname: "Anna", lastname: "Rossi", email: "anna.rossi@example.com", company: "Villa Aurora", jobTitle: "Event manager" };

export const contactContracts = {
  list: defineContract({
    method: "GET",
    path: "/api/contact",
    tag,
    auth: "user",
    // Lists only the caller's own workspaces (a foreign team is 404), so an outsider simply gets their own list.
    scope: "self",
    summary: `Find all: one page (${CONTACT_PAGE_SIZE}) of the contacts of the caller's workspaces (or of one, with team; a foreign one is 404), newest first, keyset-paged, with an optional search`,
    query: contactListQuery,
    response: contactPage,
  }),
  bulkDelete: defineContract({
    method: "DELETE",
    path: "/api/contact",
    tag,
    auth: "user",
    summary: "Delete several contacts (ids=a,b). All or none: if any id is not a contact of the caller's workspaces, 404 and nothing is deleted",
    query: contactBulkDeleteQuery,
    response: z.object({ success: z.boolean(), deleted: z.number() }),
  }),
  find: defineContract({
    method: "GET",
    path: "/api/contact/{id}",
    tag,
    auth: "user",
    summary: "Find a contact (members of its workspace)",
    params: idParams,
    response: contact,
  }),
  create: defineContract({
    method: "POST",
    path: "/api/team/{id}/contact",
    tag,
    auth: "user",
    summary: "Create a contact in the workspace (members of the workspace). 201",
    params: idParams,
    body: contactCreateBody,
    example,
    response: contact,
    responseDescription: "201 with the new contact",
  }),
  update: defineContract({
    method: "POST",
    path: "/api/contact/{id}",
    tag,
    auth: "user",
    summary: "Update a contact: the fields sent change, null or an empty string clears an optional one (members of its workspace)",
    params: idParams,
    body: contactUpdateBody,
    example,
    response: contact,
  }),
  remove: defineContract({
    method: "DELETE",
    path: "/api/contact/{id}",
    tag,
    auth: "user",
    summary: "Delete a contact; its links to documents go with it (members of its workspace)",
    params: idParams,
    response: z.object({ success: z.boolean(), deleted: z.number() }),
  }),
  documentContacts: defineContract({
    method: "GET",
    path: "/api/document/{id}/contacts",
    tag,
    auth: "user",
    summary: "The contacts linked to a document, in the order they were linked (whoever may view the document)",
    params: idParams,
    response: linked,
  }),
  setDocumentContacts: defineContract({
    method: "POST",
    path: "/api/document/{id}/contacts",
    tag,
    auth: "user",
    summary:
      "Set the document's linked contacts (the whole list; [] unlinks all). Contacts must be of the document's workspace, else 400 naming contactIds (the document's owner; a document in the trash is 409)",
    params: idParams,
    body: documentContactsBody,
    example: { contactIds: ["ckexampleid0000000000000a"] },
    response: linked,
  }),
};

import { z } from "zod";
import { createdAtCursorParam } from "@/lib/documents/list-schemas";
import { idSchema } from "@/lib/validation/ids";
import { CONTACT_BULK_DELETE_MAX, CONTACT_SEARCH_MAX, LINKED_CONTACTS_MAX } from "./limits";

// What the contact calls accept besides the contact's own fields (fields.ts): the list's query, the
// bulk delete's id list, a document's linked contacts, path ids. Messages are keys ("validation.invalid").

/** The documents index's opaque keyset cursor ([time, id]); here the time is the contact's createdAt. */
const cursorParam = createdAtCursorParam;

/** GET /api/contact. */
export const contactListQuery = z.object({
  team: idSchema.optional().describe("Only this workspace's contacts (the caller must be a member, else 404); default: all of the caller's workspaces"),
  search: z
    .string()
    .max(CONTACT_SEARCH_MAX)
    .transform((term) => term.replaceAll("\u0000", "").trim() || undefined)
    .optional()
    .describe("Every word must appear in the first name, last name, e-mail or company (case-insensitive)"),
  cursor: cursorParam.optional(),
});

export type ContactListQuery = z.output<typeof contactListQuery>;

/** DELETE /api/contact?ids=a,b: a comma-separated list, duplicates ignored. */
export const contactBulkDeleteQuery = z.object({
  ids: z
    .string()
    .max(CONTACT_BULK_DELETE_MAX * 40)
    .transform((text) => [...new Set(text.split(",").map((id) => id.trim()).filter(Boolean))])
    .pipe(z.array(idSchema).min(1, { message: "validation.required" }).max(CONTACT_BULK_DELETE_MAX))
    .describe(`Comma-separated contact ids, at most ${CONTACT_BULK_DELETE_MAX}`),
});

/** POST /api/document/{id}/contacts: the document's whole set of linked contacts (an empty list unlinks all). */
export const documentContactsBody = z.object({
  contactIds: z
    .array(idSchema)
    .max(LINKED_CONTACTS_MAX)
    .transform((ids) => [...new Set(ids)])
    .describe(`Contacts of the document's workspace, at most ${LINKED_CONTACTS_MAX}`),
});

/** Path ids: the contact, the workspace (create) or the document (links), by route. */
export const idParams = z.object({ id: idSchema });

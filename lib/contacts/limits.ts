// Limits of contacts, shared by the server's schemas and the forms (no server code here).

/** Longest value of each contact field, in characters. 254 is the longest e-mail address (RFC 5321). */
export const CONTACT_FIELD_MAX = {
  firstname: 100,
  lastname: 100,
  email: 254,
  company: 200,
  jobTitle: 200,
} as const;

export type ContactFieldName = keyof typeof CONTACT_FIELD_MAX;
export const CONTACT_FIELDS = Object.keys(CONTACT_FIELD_MAX) as ContactFieldName[];

/** One page of GET /api/contact (like the media library's). */
export const CONTACT_PAGE_SIZE = 40;
export const CONTACT_SEARCH_MAX = 200;
/** How many contacts one bulk delete names at most (the list selects a few pages at most). */
export const CONTACT_BULK_DELETE_MAX = 200;
/** How many contacts one document may be linked to. */
export const LINKED_CONTACTS_MAX = 50;

import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { encodeCursor } from "@/lib/documents/list-schemas";
import { CONTACT_PAGE_SIZE } from "./limits";
import type { ContactListQuery } from "./schemas";
import { contactSelect, contactView, type ContactView } from "./view";
import { escapeLike } from "@/lib/db/escape-like";

// Find all (GET /api/contact, the /contact page, the editor's "Link a contact"): the contacts of the
// workspaces the route handler authorized, newest first, keyset-paged on (createdAt desc, id desc)
// with the documents index's opaque cursor format, like the media library.

export interface ContactPage {
  items: ContactView[];
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

/** At most this many words of a term are matched ("anna rossi events"). */
const MAX_SEARCH_WORDS = 5;


/** Every word in one of the names, the e-mail or the company, case-insensitively ("ada love" finds Ada Lovelace). */
export function contactSearchWhere(term: string): Prisma.ContactWhereInput {
  const words = term.split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  return {
    AND: words.map((word) => {
      const contains = { contains: escapeLike(word), mode: "insensitive" as const };
      return { OR: [{ firstname: contains }, { lastname: contains }, { email: contains }, { company: contains }] };
    }),
  };
}

export async function listContacts(teamIds: string[], query: Omit<ContactListQuery, "team">, limit = CONTACT_PAGE_SIZE): Promise<ContactPage> {
  if (!teamIds.length) return { items: [], nextCursor: null };
  const conditions: Prisma.ContactWhereInput[] = [];
  if (query.search) conditions.push(contactSearchWhere(query.search));
  if (query.cursor) {
    const { createdAt, id } = query.cursor;
    conditions.push({ OR: [{ createdAt: { lt: createdAt } }, { createdAt, id: { lt: id } }] });
  }
  const rows = await db.contact.findMany({
    where: { teamId: { in: teamIds }, AND: conditions },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit + 1,
    select: { ...contactSelect, createdAt: true },
  });
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    items: page.map(contactView),
    nextCursor: rows.length > limit && last ? encodeCursor({ updatedAt: last.createdAt, id: last.id }) : null,
  };
}

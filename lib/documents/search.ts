import { Prisma } from "@/lib/db/generated/client";
import { escapeLike } from "@/lib/db/escape-like";

// Searching the index (documents issue §1): by title, or by the contacts linked to a document.

/** At most this many words of a term are matched against contact names ("Ada Lovelace"). */
const MAX_NAME_WORDS = 4;

/** `column ILIKE '%term%'`, with the term's `%`, `_` and `\` matched literally (LIKE's default escape is `\`). */
const contains = (column: Prisma.Sql, term: string) => Prisma.sql`${column} ILIKE ${`%${escapeLike(term)}%`}`;

/**
 * The condition on `d` (the documents table) of documents whose title contains the term, or that
 * are linked (document_contacts) to a contact whose first name, last name or company contains it,
 * all case-insensitive. A term of several words also finds a contact whose names hold every word
 * ("ada love" finds Ada Lovelace).
 */
export function documentSearchSql(rawTerm: string): Prisma.Sql {
  // U+0000 cannot be stored, so no text holds it, and PostgreSQL refuses to compare with it (22021):
  // it is dropped (the API refuses it earlier with a 400; pages pass the address's term as it is).
  const term = rawTerm.replaceAll("\u0000", "");
  const words = term.split(/\s+/).filter(Boolean).slice(0, MAX_NAME_WORDS);
  const firstname = Prisma.sql`c."firstname"`;
  const lastname = Prisma.sql`c."lastname"`;
  const contactMatches = [contains(firstname, term), contains(lastname, term), contains(Prisma.sql`c."company"`, term)];
  if (words.length > 1) {
    contactMatches.push(Prisma.sql`(${Prisma.join(words.map((word) => Prisma.sql`(${contains(firstname, word)} OR ${contains(lastname, word)})`), " AND ")})`);
  }
  return Prisma.sql`(${contains(Prisma.sql`d."title"`, term)} OR EXISTS (
        SELECT 1 FROM "document_contacts" dc JOIN "contacts" c ON c."id" = dc."contactId"
        WHERE dc."documentId" = d."id" AND (${Prisma.join(contactMatches, " OR ")})))`;
}

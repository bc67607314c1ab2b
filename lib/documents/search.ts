import type { Prisma } from "@/lib/db/generated/client";
import { escapeLike } from "@/lib/db/escape-like";

// Searching the index (documents issue §1): by title, or by the contacts linked to a document.

/** At most this many words of a term are matched against contact names ("Ada Lovelace"). */
const MAX_NAME_WORDS = 4;

const contains = (term: string) => ({ contains: escapeLike(term), mode: "insensitive" as const });

/**
 * Documents whose title contains the term, or that are linked (DocumentContact) to a contact whose
 * first name, last name or company contains it, all case-insensitive. A term of several words also
 * finds a contact whose names hold every word ("ada love" finds Ada Lovelace). `%` and `_` are
 * matched literally.
 */
export function documentSearchWhere(rawTerm: string): Prisma.DocumentWhereInput {
  // U+0000 cannot be stored, so no text holds it, and PostgreSQL refuses to compare with it (22021):
  // it is dropped (the API refuses it earlier with a 400; pages pass the address's term as it is).
  const term = rawTerm.replaceAll("\u0000", "");
  const words = term.split(/\s+/).filter(Boolean).slice(0, MAX_NAME_WORDS);
  const contactMatches: Prisma.ContactWhereInput[] = [
    { firstname: contains(term) },
    { lastname: contains(term) },
    { company: contains(term) },
  ];
  if (words.length > 1) {
    contactMatches.push({ AND: words.map((word) => ({ OR: [{ firstname: contains(word) }, { lastname: contains(word) }] })) });
  }
  return {
    OR: [{ title: contains(term) }, { contacts: { some: { contact: { OR: contactMatches } } } }],
  };
}

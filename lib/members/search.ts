import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";

export const USER_SEARCH_LIMIT = 10;

/**
 * People for the invite form's suggestions, matched by the start of a name part or of the e-mail.
 * Only people who share an active workspace with the caller: never a directory of all accounts.
 */
export async function searchUsers(actor: Actor, text: string) {
  const words = text.trim().split(/\s+/).filter(Boolean).slice(0, 5);
  const wordMatches = (word: string): Prisma.UserWhereInput => ({
    OR: [
      { firstname: { startsWith: word, mode: "insensitive" } },
      { lastname: { startsWith: word, mode: "insensitive" } },
      { firstname: { contains: ` ${word}`, mode: "insensitive" } },
      { lastname: { contains: ` ${word}`, mode: "insensitive" } },
      { email: { startsWith: word.toLowerCase() } },
    ],
  });
  const users = await db.user.findMany({
    where: {
      id: { not: actor.user.id },
      memberships: {
        some: { acceptedAt: { not: null }, team: { members: { some: { userId: actor.user.id, acceptedAt: { not: null } } } } },
      },
      AND: words.map(wordMatches),
    },
    orderBy: [{ firstname: "asc" }, { lastname: "asc" }, { email: "asc" }],
    take: USER_SEARCH_LIMIT,
    select: { id: true, firstname: true, lastname: true, email: true },
  });
  return users.map(({ id, ...rest }) => ({ _id: id, ...rest }));
}

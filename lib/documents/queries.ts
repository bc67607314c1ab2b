import { db } from "@/lib/db/client";

/** How many documents the documents page lists (the documents issue adds paging). */
export const RECENT_DOCUMENTS_LIMIT = 50;

/**
 * The user's most recently changed documents across the workspaces they are an accepted member of
 * (the rule of lib/auth/policy.ts findMembership: a pending invitation gives no access).
 */
export async function listRecentDocumentsForUser(userId: string, limit = RECENT_DOCUMENTS_LIMIT) {
  return db.document.findMany({
    where: {
      archived: false,
      deletedAt: null,
      templateType: "DOCUMENT",
      team: { members: { some: { userId, acceptedAt: { not: null } } } },
    },
    orderBy: { updatedAt: "desc" },
    take: limit,
    select: { id: true, title: true, type: true, updatedAt: true, team: { select: { name: true } } },
  });
}

export type RecentDocument = Awaited<ReturnType<typeof listRecentDocumentsForUser>>[number];

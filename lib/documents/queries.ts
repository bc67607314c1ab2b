import { listDocuments, listOptions } from "./list";

// The documents index lives in ./list.ts (one page, filters, search, keyset paging). This keeps the
// earlier "recent documents" call working for its callers: the first page of the index.

/** How many documents the recent list holds. */
export const RECENT_DOCUMENTS_LIMIT = 50;

/**
 * The user's most recently changed documents across the workspaces they are an accepted member of
 * (a pending invitation gives no access): the first page of the index, without archived, deleted or
 * template documents.
 */
export async function listRecentDocumentsForUser(userId: string, limit = RECENT_DOCUMENTS_LIMIT) {
  const page = await listDocuments(userId, null, listOptions({ limit }));
  return page.items;
}

export type RecentDocument = Awaited<ReturnType<typeof listRecentDocumentsForUser>>[number];

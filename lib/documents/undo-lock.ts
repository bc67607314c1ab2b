import type { Prisma } from "@/lib/db/generated/client";

/**
 * Serializes history writes of one document: undo, redo and every recorded change take the
 * document row's lock, held until their transaction ends. Without it an undo and a block edit
 * running at once could both pass (the edit would not see the entry the undo is marking, and keep
 * a stale redo branch). Take it first in the transaction, before touching segments, so two
 * transactions never wait on each other's rows in opposite orders. (updateDocumentFields takes the
 * same lock with its update of the document row, but reads the old values just before it, unlocked.)
 */
export async function lockDocumentHistory(tx: Prisma.TransactionClient, documentId: string): Promise<void> {
  await tx.$queryRaw`SELECT "id" FROM "documents" WHERE "id" = ${documentId} FOR UPDATE`;
}

/**
 * The history locks of several documents (a copy from one into another), taken in id order in one
 * statement, so two transactions locking the same pair never wait on each other in opposite orders.
 */
export async function lockDocumentsHistory(tx: Prisma.TransactionClient, documentIds: readonly string[]): Promise<void> {
  const ids = [...new Set(documentIds)].sort();
  if (!ids.length) return;
  await tx.$queryRaw`SELECT "id" FROM "documents" WHERE "id" = ANY(${ids}::text[]) ORDER BY "id" FOR UPDATE`;
}

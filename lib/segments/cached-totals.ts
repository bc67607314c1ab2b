import type { Prisma } from "@/lib/db/generated/client";

/**
 * Drops the cached totals (cachedData, per pricing-table block id) of blocks the document no longer
 * has, so the documents index stops counting a deleted table. Not an edit: updatedAt stays. An undo
 * that brings a table back has its editor send the total again when it opens.
 */
export async function pruneCachedTotals(tx: Prisma.TransactionClient, documentId: string) {
  await tx.$executeRaw`
    UPDATE "documents" d
    SET "cachedData" = COALESCE(
      (SELECT jsonb_object_agg(entry.key, entry.value)
         FROM jsonb_each(d."cachedData") AS entry
        WHERE EXISTS (SELECT 1 FROM "segments" s WHERE s."id" = entry.key AND s."documentId" = d."id")),
      '{}'::jsonb)
    WHERE d."id" = ${documentId} AND d."cachedData" <> '{}'::jsonb`;
}

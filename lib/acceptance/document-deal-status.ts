import type { Prisma } from "@/lib/db/generated/client";

// Where a document stands with its client (documents.dealStatus), derived, never accumulated: only
// the newest enabled share that asks for acceptance counts. An older share's outcome then cannot
// overwrite a newer change order's AWAITING, and disabling that newest share hands the status back
// to the one before it (or NONE). Every writer of what this reads (a share made, enabled or
// disabled, an outcome written) calls refreshDealStatus in its own transaction.
// Written with raw SQL so only these two columns change: a client's signature is not an edit of the
// document (its updatedAt orders the index and its version guards the editor's saves).

export type DealStatusValue = "NONE" | "AWAITING" | "ACCEPTED" | "DECLINED";

/** The newest enabled share asking for acceptance, with the latest time each outcome was given for one of its recipients. */
export interface DealShareOutcomes {
  createdAt: Date;
  acceptedAt: Date | null;
  declinedAt: Date | null;
}

/** The rule: accepted by any recipient wins, then declined, else awaiting; no such share is NONE. */
export function dealStatusOf(share: DealShareOutcomes | null): { status: DealStatusValue; at: Date | null } {
  if (!share) return { status: "NONE", at: null };
  if (share.acceptedAt) return { status: "ACCEPTED", at: share.acceptedAt };
  if (share.declinedAt) return { status: "DECLINED", at: share.declinedAt };
  return { status: "AWAITING", at: share.createdAt };
}

/**
 * Recomputes the document's deal status from its shares. The document's row is locked first (FOR NO
 * KEY UPDATE: it does not wait for transactions that merely insert a share of it), so concurrent
 * writers take turns and the last one reads what every earlier one committed.
 */
export async function refreshDealStatus(tx: Prisma.TransactionClient, documentId: string): Promise<DealStatusValue> {
  await tx.$queryRaw`SELECT "id" FROM "documents" WHERE "id" = ${documentId} FOR NO KEY UPDATE`;
  const [share] = await tx.$queryRaw<DealShareOutcomes[]>`
    SELECT s."createdAt",
      (SELECT max(d."decidedAt") FROM "deal_decisions" d WHERE d."snapshotId" = s."id" AND d."outcome" = 'ACCEPTED') AS "acceptedAt",
      (SELECT max(d."decidedAt") FROM "deal_decisions" d WHERE d."snapshotId" = s."id" AND d."outcome" = 'DECLINED') AS "declinedAt"
    FROM "snapshots" s
    WHERE s."documentId" = ${documentId} AND s."enabled" AND s."requireAcceptance"
    ORDER BY s."createdAt" DESC, s."id" DESC
    LIMIT 1`;
  const { status, at } = dealStatusOf(share ?? null);
  await tx.$executeRaw`UPDATE "documents" SET "dealStatus" = ${status}::"DealStatus", "dealStatusAt" = ${at} WHERE "id" = ${documentId}`;
  return status;
}

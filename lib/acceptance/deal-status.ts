import type { Prisma } from "@/lib/db/generated/client";

// Where a document stands with its client (documents.dealStatus): a share that asks for acceptance
// sets AWAITING, its outcome ACCEPTED or DECLINED; the latest event wins. Written with raw SQL so
// only these two columns change: a client's signature is not an edit of the document (its
// updatedAt orders the index and its version guards the editor's saves).

export type DealStatusValue = "AWAITING" | "ACCEPTED" | "DECLINED";

export async function setDealStatus(tx: Prisma.TransactionClient, documentId: string, status: DealStatusValue, at: Date): Promise<void> {
  await tx.$executeRaw`UPDATE "documents" SET "dealStatus" = ${status}::"DealStatus", "dealStatusAt" = ${at} WHERE "id" = ${documentId}`;
}

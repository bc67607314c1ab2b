import type { Prisma } from "@/lib/db/generated/client";
import { AppError, notFound } from "@/lib/http/errors";
import { shareState } from "@/lib/sharing/access";

// Refusals every step of signing shares: after the outcome nothing changes, a signer signs once,
// a call must name a signer the frozen document has, and what decides the outcome is decided with
// the share's row locked.

export const dealClosed = () => new AppError("CONFLICT", "dealClosed");
/** Choices stop changing at the first signature, so every signer signs the same content. */
export const dealLocked = () => new AppError("CONFLICT", "dealLocked");
/** The content a signature would cover is no longer what the client saw (their choices changed). */
export const dealContentChanged = () => new AppError("CONFLICT", "dealContentChanged");
export const signerAlreadySigned = () => new AppError("CONFLICT", "signerAlreadySigned");
export const signerNotFound = () => new AppError("INVALID_INPUT", "signerUnknown", {}, [{ path: "signerId", message: "errors.signerUnknown" }]);

type Reader = Pick<Prisma.TransactionClient, "dealDecision" | "signature">;

/** 409 when the share already has its outcome for this recipient, or (with a signer) when that signer has signed. */
export async function assertDealOpen(client: Reader, snapshotId: string, recipientKey: string, blockId?: string, signerId?: string): Promise<void> {
  const [decision, signed] = await Promise.all([
    client.dealDecision.findUnique({ where: { snapshotId_recipientKey: { snapshotId, recipientKey } }, select: { id: true } }),
    blockId && signerId
      ? client.signature.findUnique({ where: { snapshotId_recipientKey_blockId_signerId: { snapshotId, recipientKey, blockId, signerId } }, select: { id: true } })
      : null,
  ]);
  if (decision) throw dealClosed();
  if (signed) throw signerAlreadySigned();
}

/** 409 `dealLocked` once the recipient's choices are fixed: someone signed, or the deal has its outcome. */
export async function assertChoicesOpen(client: Reader, snapshotId: string, recipientKey: string): Promise<void> {
  const [decision, signature] = await Promise.all([
    client.dealDecision.findUnique({ where: { snapshotId_recipientKey: { snapshotId, recipientKey } }, select: { id: true } }),
    client.signature.findFirst({ where: { snapshotId, recipientKey }, select: { id: true } }),
  ]);
  if (decision || signature) throw dealLocked();
}

interface LockedShare {
  documentId: string;
  enabled: boolean;
  expiryDate: Date;
}

/**
 * Locks the share's row for the rest of the transaction (SELECT ... FOR UPDATE), so choices,
 * signatures and declines of a share take turns. Read from the row itself, not the view's 2-second
 * cache: a share disabled or expired meanwhile, or one whose document is in the bin, is 404 like any
 * closed share (a binned document closes no deal).
 */
export async function lockOpenShare(tx: Prisma.TransactionClient, snapshotId: string): Promise<LockedShare> {
  const [share] = await tx.$queryRaw<LockedShare[]>`
    SELECT s."documentId", s."enabled", s."expiryDate" FROM "snapshots" s
    JOIN "documents" d ON d."id" = s."documentId" AND d."deletedAt" IS NULL
    WHERE s."id" = ${snapshotId}
    FOR UPDATE OF s`;
  if (!share || shareState(share) !== "open") throw notFound();
  return share;
}

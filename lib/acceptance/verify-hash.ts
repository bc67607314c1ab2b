import "server-only";
import { db } from "@/lib/db/client";

// The public check of a signed copy's fingerprint (/verify/{hash}): whether an accepted document has
// this content hash, when it was accepted and by how many signers. Never its content, its title, its
// parties or its owner: the hash is printed on the certificate, so anyone holding it may ask.

export interface HashCheck {
  valid: boolean;
  acceptedAt?: string;
  signers?: number;
}

/** `hash`: 64 lowercase hex digits (the caller checked the form). */
export async function checkAcceptedHash(hash: string): Promise<HashCheck> {
  const decision = await db.dealDecision.findFirst({
    where: { contentHash: hash, outcome: "ACCEPTED" },
    orderBy: { decidedAt: "asc" },
    select: { decidedAt: true, snapshotId: true, recipientKey: true },
  });
  if (!decision) return { valid: false };
  const signers = await db.signature.count({ where: { snapshotId: decision.snapshotId, recipientKey: decision.recipientKey, contentHash: hash } });
  return { valid: true, acceptedAt: decision.decidedAt.toISOString(), signers };
}

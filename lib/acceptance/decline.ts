import "server-only";
import { db } from "@/lib/db/client";
import { announceDecline } from "./deal-events";
import { assertDealOpen, lockOpenShare } from "./deal-guards";
import { setDealStatus } from "./deal-status";
import type { DealShare } from "./share-access";

// The client says no, with a reason the owner reads. Like a signature, it is decided under the
// share's row lock: once accepted or declined, a share's outcome never changes (409), and a
// decline may come after some signers have signed (one partner signed, the other says no).

export interface DeclineInput {
  name: string;
  email?: string | undefined;
  reason: string;
}

export async function declineDeal({ meta }: DealShare, input: DeclineInput): Promise<{ success: true }> {
  await db.$transaction(async (tx) => {
    const share = await lockOpenShare(tx, meta.id);
    await assertDealOpen(tx, meta.id, meta.recipient);
    const now = new Date();
    await tx.dealDecision.create({
      data: {
        snapshotId: meta.id,
        recipientKey: meta.recipient,
        documentId: share.documentId,
        outcome: "DECLINED",
        decidedAt: now,
        declinedBy: input.name,
        declinedEmail: input.email ?? null,
        declineReason: input.reason,
      },
    });
    await setDealStatus(tx, share.documentId, "DECLINED", now);
  });
  announceDecline({ snapshotId: meta.id, recipientKey: meta.recipient, name: input.name, reason: input.reason });
  return { success: true };
}

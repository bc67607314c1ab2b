import "server-only";
import { db } from "@/lib/db/client";
import { limitDealCall } from "./call-limits";
import { announceDecline } from "./deal-events";
import { assertDealOpen, lockOpenShare } from "./deal-guards";
import { refreshDealStatus } from "./document-deal-status";
import type { DealShare } from "./share-access";

// The client says no, with a reason the owner reads. Like a signature, it is decided under the
// share's row lock: once accepted or declined, a share's outcome never changes (409), and a
// decline may come after some signers have signed (one partner signed, the other says no).
// Each address may try 60 times an hour per share (call-limits.ts).

export interface DeclineInput {
  name: string;
  email?: string | undefined;
  reason: string;
}

export async function declineDeal(request: Request, { meta }: DealShare, input: DeclineInput): Promise<{ success: true }> {
  await limitDealCall(request, "decline", meta.id);
  await db.$transaction(async (tx) => {
    const share = await lockOpenShare(tx, meta.id);
    await assertDealOpen(tx, meta.id, meta.recipient);
    await tx.dealDecision.create({
      data: {
        snapshotId: meta.id,
        recipientKey: meta.recipient,
        documentId: share.documentId,
        outcome: "DECLINED",
        decidedAt: new Date(),
        declinedBy: input.name,
        declinedEmail: input.email ?? null,
        declineReason: input.reason,
      },
    });
    await refreshDealStatus(tx, share.documentId);
  });
  announceDecline({ snapshotId: meta.id, recipientKey: meta.recipient, name: input.name, reason: input.reason });
  return { success: true };
}

import "server-only";
import { deliverSignedCopies } from "@/lib/pdf/signed-copy";
import { inBackground } from "@/lib/share/background";
import { notifyDealEvent } from "./notify-owner";

// What follows a committed signature or decline, after the client's answer: the owner's notices
// and, once accepted, the signed copy (rendered, stored and e-mailed to every signer and the owner).
// Neither may fail or slow the client's call, so both run in the background, each on its own.

export function announceSignature(event: { snapshotId: string; recipientKey: string; signerName: string; decisionId: string | null }): void {
  const { snapshotId, recipientKey, signerName, decisionId } = event;
  inBackground(async () => {
    await notifyDealEvent({ kind: "signed", snapshotId, recipientKey, signerName });
    if (decisionId) await notifyDealEvent({ kind: "accepted", snapshotId, recipientKey });
  });
  if (decisionId) inBackground(() => deliverSignedCopies(decisionId));
}

export function announceDecline(event: { snapshotId: string; recipientKey: string; name: string; reason: string }): void {
  inBackground(() => notifyDealEvent({ kind: "declined", snapshotId: event.snapshotId, recipientKey: event.recipientKey, signerName: event.name, reason: event.reason }));
}

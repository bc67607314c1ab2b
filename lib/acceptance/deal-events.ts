import "server-only";
import { deliverSignedCopies } from "@/lib/pdf/signed-copy";
import { inBackground } from "@/lib/share/background";
import { notifyDealEvent } from "./notify-owner";

// What follows a committed signature or decline, after the client's answer: the owner's notices
// and, once accepted, the signed copy (rendered, stored and e-mailed to every signer and the owner).
// Neither may fail or slow the client's call, so both run in the background, each on its own.
// The signature that accepts the deal is told as the acceptance only: the owner gets one notice
// for it (and the signed copy), not a "signed" one as well.

export function announceSignature(event: { snapshotId: string; recipientKey: string; signerName: string; decisionId: string | null }): void {
  const { snapshotId, recipientKey, signerName, decisionId } = event;
  if (!decisionId) {
    inBackground(() => notifyDealEvent({ kind: "signed", snapshotId, recipientKey, signerName }));
    return;
  }
  inBackground(() => notifyDealEvent({ kind: "accepted", snapshotId, recipientKey }));
  inBackground(() => deliverSignedCopies(decisionId));
}

export function announceDecline(event: { snapshotId: string; recipientKey: string; name: string; reason: string }): void {
  inBackground(() => notifyDealEvent({ kind: "declined", snapshotId: event.snapshotId, recipientKey: event.recipientKey, signerName: event.name, reason: event.reason }));
}

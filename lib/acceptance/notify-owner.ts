import { appUrl } from "@/lib/mail/config";
import { dealNoticeMail } from "@/lib/mail/templates/deal-notice";
import { DEAL_ACCEPTED, DEAL_DECLINED, DEAL_SIGNED, type DealNotificationKind } from "@/lib/notifications/kinds";
import { notifyShareOwner, sharePayload } from "@/lib/notifications/owner-notice";

// The owner's notice of a deal event: a notification in the app (the bell) and an e-mail unless the
// owner turned e-mail notifications off, like a share's first opening (lib/notifications/owner-notice.ts).
// Called after the signature, acceptance or decline has committed, in the background: it never
// throws, so the client's answer never depends on the owner's mailbox.

export interface DealEvent {
  kind: "signed" | "accepted" | "declined";
  snapshotId: string;
  recipientKey: string;
  /** signed: the signer; declined: who declined. */
  signerName?: string;
  /** declined: the client's reason. */
  reason?: string;
}

const KINDS: Record<DealEvent["kind"], DealNotificationKind> = { signed: DEAL_SIGNED, accepted: DEAL_ACCEPTED, declined: DEAL_DECLINED };

/** Where the owner lands: the document, its Share tab's deal panel open (components/sharing/deal-reveal.ts). */
export const dealPanelLink = (documentId: string) => `${appUrl()}/document/${documentId}#deal`;

export async function notifyDealEvent(event: DealEvent): Promise<void> {
  const kind = KINDS[event.kind];
  const signerName = event.signerName?.trim() || null;
  const reason = event.reason?.trim() || null;
  try {
    await notifyShareOwner(event.snapshotId, (share) => ({
      kind,
      payload: { ...sharePayload(share), recipientKey: event.recipientKey, signerName, reason },
      mail: (locale) =>
        dealNoticeMail(locale, kind, {
          to: share.document.owner.email,
          firstname: share.document.owner.firstname,
          documentTitle: share.document.title,
          linkName: share.linkName?.trim() || share.document.title,
          signerName,
          reason,
          link: dealPanelLink(share.document.id),
        }),
    }));
  } catch (error) {
    // The outbox records a provider's failure; anything else is logged, never the caller's problem.
    console.error(`[deal] owner notice (${event.kind}) for share ${event.snapshotId} failed`, error);
  }
}

import { db } from "@/lib/db/client";
import { isLocale } from "@/lib/i18n/locales";
import { appUrl } from "@/lib/mail/config";
import { sendMail } from "@/lib/mail/send";
import { dealNoticeMail } from "@/lib/mail/templates/deal-notice";
import { DEAL_ACCEPTED, DEAL_DECLINED, DEAL_SIGNED, type DealEventPayload, type DealNotificationKind } from "@/lib/notifications/kinds";

// The owner's notice of a deal event: a notification in the app (the bell) and an e-mail unless the
// owner turned e-mail notifications off (the same switch as a share's first opening,
// lib/sharing/first-open.ts). Called after the signature, acceptance or decline has committed, in the
// background: it never throws, so the client's answer never depends on the owner's mailbox.

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
  try {
    const share = await db.snapshot.findUnique({
      where: { id: event.snapshotId },
      select: {
        id: true,
        linkName: true,
        document: {
          select: { id: true, title: true, owner: { select: { id: true, email: true, firstname: true, language: true, emailNotifications: true } } },
        },
      },
    });
    if (!share) return;
    const { document } = share;
    const { owner } = document;
    const kind = KINDS[event.kind];
    const payload: DealEventPayload & { recipientKey: string } = {
      documentId: document.id,
      documentTitle: document.title,
      snapshotId: share.id,
      linkName: share.linkName,
      recipientKey: event.recipientKey,
      signerName: event.signerName?.trim() || null,
      reason: event.reason?.trim() || null,
    };
    await db.notification.create({ data: { userId: owner.id, kind, payload: { ...payload } } });
    if (!owner.emailNotifications) return;
    const locale = isLocale(owner.language) ? owner.language : "en";
    const mail = dealNoticeMail(locale, kind, {
      to: owner.email,
      firstname: owner.firstname,
      documentTitle: document.title,
      linkName: share.linkName?.trim() || document.title,
      signerName: payload.signerName,
      reason: payload.reason,
      link: dealPanelLink(document.id),
    });
    await sendMail(mail);
  } catch (error) {
    // The outbox records a provider's failure; anything else is logged, never the caller's problem.
    console.error(`[deal] owner notice (${event.kind}) for share ${event.snapshotId} failed`, error);
  }
}

import { countAttempt } from "@/lib/auth/rate-limit";
import { db } from "@/lib/db/client";
import { isLocale } from "@/lib/i18n/locales";
import { appUrl } from "@/lib/mail/config";
import { sendMail } from "@/lib/mail/send";
import { pinCappedMail } from "@/lib/mail/templates";
import { SHARE_PIN_LOCKED, type ShareOpenedPayload } from "@/lib/notifications/kinds";

// The owner's notice when wrong PINs reach a share's cap (pin.ts): a notification in the app and an
// e-mail, so they can lift the cap or tell their client. At most one notice per share a day: a
// guesser who waits for each cap to end must not flood the owner's inbox.
const NOTICES_PER_SHARE = { max: 1, windowSeconds: 24 * 3600 };

export async function notifyPinCapped(snapshotId: string): Promise<void> {
  if ((await countAttempt(`notice:pin-cap:${snapshotId}`, NOTICES_PER_SHARE)) > NOTICES_PER_SHARE.max) return;
  const share = await db.snapshot.findUnique({
    where: { id: snapshotId },
    select: {
      id: true,
      linkName: true,
      document: { select: { id: true, title: true, owner: { select: { id: true, email: true, firstname: true, language: true } } } },
    },
  });
  if (!share) return;
  const { document } = share;
  const payload: ShareOpenedPayload = { documentId: document.id, documentTitle: document.title, snapshotId: share.id, linkName: share.linkName };
  await db.notification.create({ data: { userId: document.owner.id, kind: SHARE_PIN_LOCKED, payload: { ...payload } } });
  // Sent whatever the owner's e-mail notification switch says: this is about the share's safety.
  const locale = isLocale(document.owner.language) ? document.owner.language : "en";
  const mail = pinCappedMail(locale, {
    to: document.owner.email,
    firstname: document.owner.firstname,
    documentTitle: document.title,
    linkName: share.linkName?.trim() || document.title,
    link: `${appUrl()}/document/${document.id}`,
  });
  await sendMail(mail).catch((error: unknown) => console.error("[share-pin] cap e-mail not sent", error));
}

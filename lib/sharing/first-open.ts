import { db } from "@/lib/db/client";
import { isLocale } from "@/lib/i18n/locales";
import { appUrl } from "@/lib/mail/config";
import { sendMail } from "@/lib/mail/send";
import { SHARE_OPENED, type ShareOpenedPayload } from "@/lib/notifications/kinds";
import { shareOpenedMail } from "./first-open-email";

// The owner's notice when a share is opened for the first time: a notification in the app, and an
// e-mail unless the owner turned e-mail notifications off (profile switch, or the operator console).
// Called once per share (recordShareEvent stamps firstOpenedAt atomically first). A failing e-mail
// provider must not break the visitor's page: the outbox records the failure, the notice stays.

export async function notifyShareOpened(snapshotId: string): Promise<void> {
  const share = await db.snapshot.findUnique({
    where: { id: snapshotId },
    select: {
      id: true,
      linkName: true,
      document: {
        select: {
          id: true,
          title: true,
          owner: { select: { id: true, email: true, firstname: true, language: true, emailNotifications: true } },
        },
      },
    },
  });
  if (!share) return;
  const { document } = share;
  const owner = document.owner;
  const payload: ShareOpenedPayload = { documentId: document.id, documentTitle: document.title, snapshotId: share.id, linkName: share.linkName };
  await db.notification.create({ data: { userId: owner.id, kind: SHARE_OPENED, payload: { ...payload } } });
  if (!owner.emailNotifications) return;
  const locale = isLocale(owner.language) ? owner.language : "en";
  const mail = shareOpenedMail(locale, {
    to: owner.email,
    firstname: owner.firstname,
    documentTitle: document.title,
    linkName: share.linkName,
    link: `${appUrl()}/document/${document.id}`,
  });
  await sendMail(mail).catch((error: unknown) => console.error("[share-opened] e-mail not sent", error));
}

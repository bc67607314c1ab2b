import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/i18n/locales";
import { sendMail, type MailMessage } from "@/lib/mail/send";
import type { NotificationKind, ShareOpenedPayload } from "./kinds";

// Telling a share's document owner that something happened to it (a first opening, a signature, an
// acceptance, a decline): the notification under the bell always, and an e-mail in the owner's
// language unless they turned e-mail notifications off (profile switch, or the operator console).
// A failing e-mail provider never undoes the notice: the outbox records the failure, and it is logged.

const noticeShareSelect = {
  id: true,
  linkName: true,
  document: {
    select: {
      id: true,
      title: true,
      owner: { select: { id: true, email: true, firstname: true, language: true, emailNotifications: true } },
    },
  },
} as const satisfies Prisma.SnapshotSelect;

export type NoticeShare = Prisma.SnapshotGetPayload<{ select: typeof noticeShareSelect }>;

export interface OwnerNotice {
  kind: NotificationKind;
  /** The notification's payload: the share's fields (sharePayload) and the kind's own. */
  payload: ShareOpenedPayload & Prisma.InputJsonObject;
  /** The e-mail, in the owner's language; only written when the owner gets e-mails. */
  mail: (locale: Locale) => MailMessage;
}

/** What every notice about a share says: its document and the share's name. */
export const sharePayload = (share: NoticeShare): ShareOpenedPayload => ({
  documentId: share.document.id,
  documentTitle: share.document.title,
  snapshotId: share.id,
  linkName: share.linkName,
});

/** Notifies the owner of the share's document; nothing when the share is gone. */
export async function notifyShareOwner(snapshotId: string, notice: (share: NoticeShare) => OwnerNotice): Promise<void> {
  const share = await db.snapshot.findUnique({ where: { id: snapshotId }, select: noticeShareSelect });
  if (!share) return;
  const { owner } = share.document;
  const { kind, payload, mail } = notice(share);
  await db.notification.create({ data: { userId: owner.id, kind, payload } });
  if (!owner.emailNotifications) return;
  const locale = isLocale(owner.language) ? owner.language : DEFAULT_LOCALE;
  await sendMail(mail(locale)).catch((error: unknown) => console.error(`[${kind}] e-mail to the owner not sent`, snapshotId, error));
}

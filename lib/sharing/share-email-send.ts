import type { Actor } from "@/lib/auth/actor";
import { assertNotLimited, countAttempt, type Limit } from "@/lib/auth/rate-limit";
import { db } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/locales";
import { sendMail } from "@/lib/mail/send";
import { readFrozen } from "./frozen";
import { EMAIL_RECIPIENT, shareUrl } from "./keys";
import { shareMail } from "./share-email";

// Sends (or resends) an e-mail share as it was written, to the e-mail recipient's address. Every
// attempt is recorded in the outbox; a provider failure is logged there and answered as null, so
// the share itself stays (the dialog then shows share_via_email_failed).

/**
 * Share e-mails go to addresses the sender types: every send and resend counts, so an account
 * cannot be used to mail strangers in bulk. Generous for real work (a planner's busy day).
 */
export const SHARE_MAIL_LIMIT: Limit = { max: 60, windowSeconds: 60 * 60 };
const limitKey = (userId: string) => `share-mail:${userId}`;

/** 429 when the user has sent too many share e-mails lately; checked before anything is written. */
export const assertShareMailAllowed = (actor: Actor) => assertNotLimited(limitKey(actor.user.id), SHARE_MAIL_LIMIT);

/** Answers when the e-mail went out, or null when it could not be sent. */
export async function sendShareMail(actor: Actor, snapshotId: string, locale: Locale): Promise<Date | null> {
  const share = await db.snapshot.findUniqueOrThrow({
    where: { id: snapshotId },
    select: {
      shareKey: true,
      frozen: true,
      emailFrom: true,
      emailTo: true,
      emailSubject: true,
      emailMsgPrefix: true,
      emailMsgLinkText: true,
      emailMsgSuffix: true,
      emailMsgBadge: true,
      document: { select: { team: { select: { customSubdomain: true } } } },
    },
  });
  if (!share.emailTo || !share.emailSubject) return null;
  const message = shareMail(locale, {
    email: {
      from: share.emailFrom,
      to: share.emailTo,
      subject: share.emailSubject,
      msgPrefix: share.emailMsgPrefix,
      msgLinkText: share.emailMsgLinkText,
      msgSuffix: share.emailMsgSuffix,
      msgBadge: share.emailMsgBadge,
    },
    url: shareUrl(share.shareKey, EMAIL_RECIPIENT, share.document.team.customSubdomain),
    documentTitle: readFrozen(share.frozen).document.title,
    ownerName: `${actor.user.firstname} ${actor.user.lastname}`.trim(),
    ownerEmail: actor.user.email,
  });
  await countAttempt(limitKey(actor.user.id), SHARE_MAIL_LIMIT);
  try {
    await sendMail(message);
  } catch (error) {
    console.error(`[share ${snapshotId}] e-mail not sent`, error);
    return null;
  }
  const sentAt = new Date();
  await db.snapshot.update({ where: { id: snapshotId }, data: { emailSentAt: sentAt } });
  return sentAt;
}

import type { Actor } from "@/lib/auth/actor";
import { assertNotLimited, countAttempt, type Limit } from "@/lib/auth/rate-limit";
import { db } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/locales";
import { sendMail } from "@/lib/mail/send";
import { mailTheme } from "@/lib/mail/templates/mail-theme";
import { readFrozen } from "./frozen";
import { EMAIL_RECIPIENT, shareOrigin, shareUrl } from "./keys";
import { shareMail, type ShareMailInput } from "./share-email";
import { shareMailImages } from "./share-email-images";

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

/**
 * The sender's profile photo, for the e-mail: listed on the share (its mediaIds) so the share's media
 * address serves it to the mail client without a session. Only for shares without a PIN: a PIN
 * share serves its items after the PIN, and a photo that never loads is worse than the initials.
 */
async function listSenderPhoto(userId: string, share: { id: string; mediaIds: string[]; pinProtectionCode: string | null }) {
  if (share.pinProtectionCode) return null;
  const user = await db.user.findUnique({ where: { id: userId }, select: { image: { select: { id: true, width: true, height: true } } } });
  const photo = user?.image ?? null;
  if (photo && !share.mediaIds.includes(photo.id)) await db.snapshot.update({ where: { id: share.id }, data: { mediaIds: { push: photo.id } } });
  return photo;
}

/** Answers when the e-mail went out, or null when it could not be sent. */
export async function sendShareMail(actor: Actor, snapshotId: string, locale: Locale): Promise<Date | null> {
  const share = await db.snapshot.findUniqueOrThrow({
    where: { id: snapshotId },
    select: {
      id: true,
      shareKey: true,
      frozen: true,
      landingImageId: true,
      pinProtectionCode: true,
      mediaIds: true,
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
  const frozen = readFrozen(share.frozen);
  const pinProtected = share.pinProtectionCode !== null;
  const subdomain = share.document.team.customSubdomain;
  const input: ShareMailInput = {
    email: {
      from: share.emailFrom,
      to: share.emailTo,
      subject: share.emailSubject,
      msgPrefix: share.emailMsgPrefix,
      msgLinkText: share.emailMsgLinkText,
      msgSuffix: share.emailMsgSuffix,
      msgBadge: share.emailMsgBadge,
    },
    url: shareUrl(share.shareKey, EMAIL_RECIPIENT, subdomain),
    // Nothing of a PIN share's document, not even its title, before the PIN (as on its landing page).
    documentTitle: pinProtected ? null : frozen.document.title,
    ownerName: `${actor.user.firstname} ${actor.user.lastname}`.trim(),
    ownerEmail: actor.user.email,
    workspaceName: frozen.team.name,
    images: shareMailImages({
      frozen,
      shareKey: share.shareKey,
      origin: shareOrigin(subdomain),
      landingImageId: share.landingImageId,
      pinProtected,
      photo: await listSenderPhoto(actor.user.id, share),
    }),
    theme: mailTheme(frozen.document.styleData),
  };
  await countAttempt(limitKey(actor.user.id), SHARE_MAIL_LIMIT);
  try {
    // Laying out the e-mail can fail too (a template error): the share stays, the e-mail is "not sent".
    await sendMail(await shareMail(locale, input));
  } catch (error) {
    console.error(`[share ${snapshotId}] e-mail not sent`, error);
    return null;
  }
  const sentAt = new Date();
  await db.snapshot.update({ where: { id: snapshotId }, data: { emailSentAt: sentAt } });
  return sentAt;
}

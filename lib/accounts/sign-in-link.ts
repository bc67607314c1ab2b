import { db } from "@/lib/db/client";
import { assertNotLimited, countAttempt, LIMITS, perAddress } from "@/lib/auth/rate-limit";
import { hashToken, newUrlToken } from "@/lib/auth/tokens";
import { AppError } from "@/lib/http/errors";
import { acceptLinkedInvitations } from "@/lib/members/invitations";
import { isLocale } from "@/lib/i18n/locales";
import { appUrl } from "@/lib/mail/config";
import { sendMail } from "@/lib/mail/send";
import { signInLinkMail } from "@/lib/mail/templates";

// The way in for an account's owner while wrong passwords from many addresses hold the account
// locked (login.ts): a link e-mailed to the account's own address, made and checked like a
// password reset link (auth_tokens: only its hash is stored), single use and short-lived. Following
// it proves the address, which is what the password would have proved.

export const SIGN_IN_LINK_MINUTES = 30;

/** E-mails a sign-in link to the account's owner (e-mails per account are limited, like reset links). */
export async function emailSignInLink(user: { id: string; email: string; firstname: string; language: string }): Promise<void> {
  const mailKey = `mail:sign-in:${user.id}`;
  if ((await countAttempt(mailKey, LIMITS.mailPerAccount)) > LIMITS.mailPerAccount.max) return;
  const token = newUrlToken();
  await db.authToken.create({
    data: { userId: user.id, kind: "SIGN_IN_LINK", tokenHash: hashToken(token), expiresAt: new Date(Date.now() + SIGN_IN_LINK_MINUTES * 60_000) },
  });
  const locale = isLocale(user.language) ? user.language : "en";
  await sendMail(signInLinkMail(locale, { to: user.email, firstname: user.firstname, link: `${appUrl()}/auth/sign-in/${token}`, minutes: SIGN_IN_LINK_MINUTES }));
}

/**
 * Spends a sign-in link and answers its account. The token is marked used in the same statement
 * that checks it, so two requests with one link cannot both sign in. Unknown, used and expired
 * links count against the caller's address, like reset links.
 */
export async function spendSignInLink(rawToken: string, address: string) {
  const addressKey = `reset:address:${address}`;
  await assertNotLimited(addressKey, perAddress(LIMITS.resetPerAddress, address));
  const now = new Date();
  const tokenHash = hashToken(rawToken);
  const spent = await db.authToken.updateMany({ where: { tokenHash, kind: "SIGN_IN_LINK", usedAt: null, expiresAt: { gt: now } }, data: { usedAt: now } });
  if (spent.count !== 1) {
    await countAttempt(addressKey, perAddress(LIMITS.resetPerAddress, address));
    throw new AppError("INVALID_INPUT", "tokenInvalid");
  }
  const token = await db.authToken.findUniqueOrThrow({ where: { tokenHash }, select: { userId: true } });
  const user = await db.user.findUniqueOrThrow({ where: { id: token.userId } });
  if (user.disabled) throw new AppError("INVALID_INPUT", "tokenInvalid");
  // The link went to the account's address: like a reset link, it activates an account not yet activated.
  if (user.isActivated) return user;
  const [activated] = await db.$transaction([
    db.user.update({ where: { id: user.id }, data: { isActivated: true, activatedAt: now } }),
    acceptLinkedInvitations(user.id),
  ]);
  return activated;
}

import { db } from "@/lib/db/client";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { assertNotLimited, clearAttempts, countAttempt, LIMITS, perAddress } from "@/lib/auth/rate-limit";
import { hashToken, newUrlToken } from "@/lib/auth/tokens";
import { AppError } from "@/lib/http/errors";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { passwordResetMail } from "@/lib/mail/templates";
import { sendMail } from "@/lib/mail/send";
import { acceptLinkedInvitations } from "@/lib/members/invitations";
import { findUserByLogin } from "./login";

export const RESET_TTL_MINUTES = 60;

function assertMatching(password: string, confirmPassword: string) {
  if (password !== confirmPassword) {
    throw new AppError("INVALID_INPUT", "passwordsDoNotMatch", {}, [{ path: "confirmPassword", message: "errors.passwordsDoNotMatch" }]);
  }
}

/** E-mails a reset link when the username or e-mail is known; answers the same either way. */
export async function requestPasswordReset(text: string, address: string, fallbackLocale: Locale, baseUrl: string) {
  const addressKey = `reset:address:${address}`;
  await assertNotLimited(addressKey, perAddress(LIMITS.resetPerAddress, address));
  await countAttempt(addressKey, perAddress(LIMITS.resetPerAddress, address));
  const user = await findUserByLogin(text);
  if (!user) return;
  await emailResetLink(user, fallbackLocale, baseUrl);
}

/**
 * Creates a reset token and e-mails its link to the account's own address (also used by the
 * operator console's "send password reset"). E-mails per account are rate-limited either way.
 */
export async function emailResetLink(
  user: { id: string; email: string; firstname: string; language: string },
  fallbackLocale: Locale,
  baseUrl: string,
): Promise<void> {
  const mailKey = `mail:reset:${user.id}`;
  await assertNotLimited(mailKey, LIMITS.mailPerAccount);
  await countAttempt(mailKey, LIMITS.mailPerAccount);
  const token = newUrlToken();
  await db.authToken.create({
    data: { userId: user.id, kind: "PASSWORD_RESET", tokenHash: hashToken(token), expiresAt: new Date(Date.now() + RESET_TTL_MINUTES * 60_000) },
  });
  const locale = isLocale(user.language) ? user.language : fallbackLocale;
  await sendMail(passwordResetMail(locale, { to: user.email, firstname: user.firstname, link: `${baseUrl}/auth/reset/${token}` }));
}

/**
 * Sets a new password from a reset link. Every other session and token of the account ends.
 * Following the e-mailed link proves the address, so an unactivated account becomes activated (and
 * joins the workspace it signed up to through an invitation).
 */
export async function resetPassword(rawToken: string, password: string, confirmPassword: string, address: string) {
  assertMatching(password, confirmPassword);
  const addressKey = `reset:address:${address}`;
  await assertNotLimited(addressKey, perAddress(LIMITS.resetPerAddress, address));
  const token = await db.authToken.findUnique({ where: { tokenHash: hashToken(rawToken) } });
  if (!token || token.kind !== "PASSWORD_RESET" || token.usedAt || token.expiresAt < new Date()) {
    await countAttempt(addressKey, perAddress(LIMITS.resetPerAddress, address));
    throw new AppError("INVALID_INPUT", "tokenInvalid");
  }
  const passwordHash = await hashPassword(password);
  await db.$transaction([
    db.user.update({
      where: { id: token.userId },
      data: { passwordHash, sessionVersion: { increment: 1 }, isActivated: true, activatedAt: new Date() },
    }),
    db.authToken.deleteMany({ where: { userId: token.userId, kind: "PASSWORD_RESET" } }),
    db.apiToken.deleteMany({ where: { userId: token.userId } }),
    acceptLinkedInvitations(token.userId),
  ]);
}

/** Changes the password of the signed-in user; other browser sessions and other API tokens end. */
export async function changePassword(
  userId: string,
  input: { currentPassword: string; password: string; confirmPassword: string },
  keepApiTokenId?: string,
) {
  assertMatching(input.password, input.confirmPassword);
  // A stolen session must not become a way to guess the password: wrong current passwords are limited per account.
  const attemptsKey = `password:current:${userId}`;
  await assertNotLimited(attemptsKey, LIMITS.currentPasswordPerAccount);
  const user = await db.user.findUniqueOrThrow({ where: { id: userId } });
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
    await countAttempt(attemptsKey, LIMITS.currentPasswordPerAccount);
    throw new AppError("INVALID_INPUT", "currentPasswordWrong", {}, [{ path: "currentPassword", message: "errors.currentPasswordWrong" }]);
  }
  const passwordHash = await hashPassword(input.password);
  const [updated] = await db.$transaction([
    db.user.update({ where: { id: userId }, data: { passwordHash, sessionVersion: { increment: 1 } } }),
    db.apiToken.deleteMany({ where: { userId, ...(keepApiTokenId ? { id: { not: keepApiTokenId } } : {}) } }),
  ]);
  await clearAttempts(attemptsKey);
  return updated;
}

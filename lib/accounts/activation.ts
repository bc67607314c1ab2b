import { db } from "@/lib/db/client";
import { assertNotLimited, countAttempt, LIMITS, perAddress } from "@/lib/auth/rate-limit";
import { activationCodeHash, hashToken } from "@/lib/auth/tokens";
import { AppError } from "@/lib/http/errors";
import { acceptLinkedInvitations } from "@/lib/members/invitations";
import type { Locale } from "@/lib/i18n/locales";
import { isLocale } from "@/lib/i18n/locales";
import { sendActivation } from "./activation-tokens";
import { findUserByLogin } from "./login";

const tokenInvalid = () => new AppError("INVALID_INPUT", "tokenInvalid");

// Activation proves the address: the invitation the account signed up through is accepted with it.
async function markActivated(userId: string, tokenId: string) {
  await db.$transaction([
    db.user.update({ where: { id: userId }, data: { isActivated: true, activatedAt: new Date() } }),
    acceptLinkedInvitations(userId),
    db.authToken.deleteMany({ where: { userId, kind: { in: ["ACTIVATION_CODE", "ACTIVATION_LINK"] }, id: { not: tokenId } } }),
    db.authToken.update({ where: { id: tokenId }, data: { usedAt: new Date() } }),
  ]);
}

async function usableToken(tokenHash: string, kind: "ACTIVATION_CODE" | "ACTIVATION_LINK") {
  const token = await db.authToken.findUnique({ where: { tokenHash } });
  if (!token || token.kind !== kind || token.usedAt || token.expiresAt < new Date()) return null;
  return token;
}

/**
 * Activation with the 4-digit code, for the account named by username or e-mail (or the signed-in
 * user). The code is checked first: an unknown account, a wrong code and a wrong code for an account
 * that is already active all answer the same "Token is invalid or expired", so the call tells nothing
 * about an account to someone without its code. The right code again (a double submit) succeeds.
 */
export async function activateByCode(input: { code: string; login?: string; userId?: string }, address: string): Promise<void> {
  const user = input.userId
    ? await db.user.findUnique({ where: { id: input.userId } })
    : input.login
      ? await findUserByLogin(input.login)
      : null;
  const accountKey = `activate:account:${user?.id ?? input.login?.trim().toLowerCase() ?? "none"}`;
  const addressKey = `activate:address:${address}`;
  await assertNotLimited(accountKey, LIMITS.activationPerAccount);
  await assertNotLimited(addressKey, perAddress(LIMITS.activationPerAddress, address));
  const token = user ? await db.authToken.findUnique({ where: { tokenHash: activationCodeHash(user.id, input.code) } }) : null;
  const codeMatches = Boolean(user && token && token.kind === "ACTIVATION_CODE" && token.userId === user.id);
  if (user && codeMatches && user.isActivated) return;
  if (!user || !token || !codeMatches || token.usedAt || token.expiresAt < new Date()) {
    await countAttempt(accountKey, LIMITS.activationPerAccount);
    await countAttempt(addressKey, perAddress(LIMITS.activationPerAddress, address));
    throw tokenInvalid();
  }
  await markActivated(user.id, token.id);
}

/** Activation by the e-mailed link /auth/activate/<token>. */
export async function activateByLinkToken(rawToken: string, address: string): Promise<void> {
  const addressKey = `activate:address:${address}`;
  await assertNotLimited(addressKey, perAddress(LIMITS.activationPerAddress, address));
  const token = await usableToken(hashToken(rawToken), "ACTIVATION_LINK");
  if (!token) {
    await countAttempt(addressKey, perAddress(LIMITS.activationPerAddress, address));
    throw tokenInvalid();
  }
  await markActivated(token.userId, token.id);
}

/**
 * Sends a new code and link. Answers the same whether or not the account exists, so the call
 * cannot be used to find out which e-mail addresses have accounts.
 */
export async function resendActivation(input: { login?: string; userId?: string }, fallbackLocale: Locale, baseUrl: string) {
  const user = input.userId
    ? await db.user.findUnique({ where: { id: input.userId } })
    : input.login
      ? await findUserByLogin(input.login)
      : null;
  if (!user || user.isActivated) return;
  const key = `mail:activation:${user.id}`;
  await assertNotLimited(key, LIMITS.mailPerAccount);
  await countAttempt(key, LIMITS.mailPerAccount);
  await sendActivation(user, isLocale(user.language) ? user.language : fallbackLocale, baseUrl);
}

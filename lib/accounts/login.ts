import { db } from "@/lib/db/client";
import { verifyPassword } from "@/lib/auth/password";
import { assertNotLimited, clearAttempts, countAttempt, LIMITS, perAddress } from "@/lib/auth/rate-limit";
import { issueApiToken } from "@/lib/auth/sessions";
import { AppError } from "@/lib/http/errors";
import type { LoginInput } from "./schemas";

/** Finds an account by username or e-mail, as typed in the login form. */
export function findUserByLogin(login: string) {
  const value = login.trim().toLowerCase();
  return db.user.findFirst({ where: { OR: [{ username: value }, { email: value }] } });
}

/**
 * Checks the password and answers a bearer token. Wrong credentials say only "Authentication
 * failed."; an unactivated account with the right password fails with P0003 so the client can
 * show the activation prompt. Failed attempts are limited per account and per address. The account
 * is the resolved user, so its username and e-mail share one bucket; an unknown login is keyed by
 * what was typed (lower-cased).
 */
export async function login(input: LoginInput, address: string, options: { issueToken?: boolean } = {}) {
  const user = await findUserByLogin(input.username);
  const accountKey = `login:account:${user ? `user:${user.id}` : `text:${input.username.trim().toLowerCase()}`}`;
  const addressKey = `login:address:${address}`;
  await assertNotLimited(accountKey, LIMITS.loginPerAccount);
  await assertNotLimited(addressKey, perAddress(LIMITS.loginPerAddress, address));

  // Hash anyway when the account does not exist, so timing does not reveal which usernames exist.
  const passwordOk = await verifyPassword(input.password, user?.passwordHash ?? "$2b$10$invalidinvalidinvalidinvalidinvalidinvalidinvalidinva");
  if (!user || !passwordOk) {
    await countAttempt(accountKey, LIMITS.loginPerAccount);
    await countAttempt(addressKey, perAddress(LIMITS.loginPerAddress, address));
    throw new AppError("AUTHENTICATION_FAILED", "authenticationFailed");
  }
  await clearAttempts(accountKey);
  if (!user.isActivated) throw new AppError("P0003", "activationRequired");
  // next-auth's own sign-in sets only its cookie: no bearer token is left lying around for it.
  const token = options.issueToken === false ? null : await issueApiToken(user.id, input.rememberme);
  return { user, token };
}

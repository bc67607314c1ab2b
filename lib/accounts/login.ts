import { db } from "@/lib/db/client";
import { verifyPassword } from "@/lib/auth/password";
import { assertNotLimited, clearAttempts, countAttempt, LIMITS } from "@/lib/auth/rate-limit";
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
 * show the activation prompt. Failed attempts are limited per account and per address.
 */
export async function login(input: LoginInput, address: string) {
  const accountKey = `login:account:${input.username.trim().toLowerCase()}`;
  const addressKey = `login:address:${address}`;
  await assertNotLimited(accountKey, LIMITS.loginPerAccount);
  await assertNotLimited(addressKey, LIMITS.loginPerAddress);

  const user = await findUserByLogin(input.username);
  // Hash anyway when the account does not exist, so timing does not reveal which usernames exist.
  const passwordOk = await verifyPassword(input.password, user?.passwordHash ?? "$2b$10$invalidinvalidinvalidinvalidinvalidinvalidinvalidinva");
  if (!user || !passwordOk) {
    await countAttempt(accountKey, LIMITS.loginPerAccount);
    await countAttempt(addressKey, LIMITS.loginPerAddress);
    throw new AppError("AUTHENTICATION_FAILED", "authenticationFailed");
  }
  await clearAttempts(accountKey);
  if (!user.isActivated) throw new AppError("P0003", "activationRequired");
  const token = await issueApiToken(user.id, input.rememberme);
  return { user, token };
}

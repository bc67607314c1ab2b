import { db } from "@/lib/db/client";
import { verifyPassword } from "@/lib/auth/password";
import { assertNotLimited, clearAttempts, countAttempt, LIMITS, perAddress } from "@/lib/auth/rate-limit";
import { issueApiToken } from "@/lib/auth/sessions";
import { AppError } from "@/lib/http/errors";
import type { LoginInput } from "./schemas";
import { emailSignInLink } from "./sign-in-link";

/** Finds an account by username or e-mail, as typed in the login form. */
export function findUserByLogin(login: string) {
  const value = login.trim().toLowerCase();
  return db.user.findFirst({ where: { OR: [{ username: value }, { email: value }] } });
}

/**
 * Distinct addresses whose wrong passwords lock the account as a whole. Below it only the pairs
 * (account, address) that failed are locked: a guesser at one address cannot lock the owner out
 * of theirs. At it the owner is e-mailed a one-time sign-in link (sign-in-link.ts) that gets past the lock.
 */
export const LOGIN_LOCK_ADDRESSES = 5;

/**
 * Checks the password and answers a bearer token. Wrong credentials say only "Authentication
 * failed."; an unactivated account with the right password fails with P0003 so the client can
 * show the activation prompt. Failed attempts are limited per account-and-address pair, per address,
 * and for the account as a whole once many addresses failed. The account is the resolved user, so
 * its username and e-mail share buckets; an unknown login is keyed by what was typed (lower-cased).
 */
export async function login(input: LoginInput, address: string, options: { issueToken?: boolean } = {}) {
  const user = await findUserByLogin(input.username);
  const account = user ? `user:${user.id}` : `text:${input.username.trim().toLowerCase()}`;
  const pairKey = `login:pair:${account}:${address}`;
  const accountKey = `login:account:${account}`;
  const addressKey = `login:address:${address}`;
  await assertNotLimited(pairKey, LIMITS.loginPerAccountAndAddress);
  await assertNotLimited(accountKey, LIMITS.loginPerAccount);
  await assertNotLimited(addressKey, perAddress(LIMITS.loginPerAddress, address));

  // Hash anyway when the account does not exist, so timing does not reveal which usernames exist.
  const passwordOk = await verifyPassword(input.password, user?.passwordHash ?? "$2b$10$invalidinvalidinvalidinvalidinvalidinvalidinvalidinva");
  if (!user || !passwordOk) {
    const pairCount = await countAttempt(pairKey, LIMITS.loginPerAccountAndAddress);
    await countAttempt(addressKey, perAddress(LIMITS.loginPerAddress, address));
    // A new failing address for this account: count the addresses, and lock the account at the limit.
    if (pairCount === 1 && (await failingAddresses(account)) >= LOGIN_LOCK_ADDRESSES && (await lockAccount(accountKey)) && user) {
      await emailSignInLink(user).catch((error: unknown) => console.error("[login] sign-in link not sent", error));
    }
    throw new AppError("AUTHENTICATION_FAILED", "authenticationFailed");
  }
  await clearAttempts(pairKey);
  if (!user.isActivated) throw new AppError("P0003", "activationRequired");
  // next-auth's own sign-in sets only its cookie: no bearer token is left lying around for it.
  const token = options.issueToken === false ? null : await issueApiToken(user.id, input.rememberme);
  return { user, token };
}

/** Addresses with wrong passwords for the account in the current window (one pair bucket each). */
function failingAddresses(account: string): Promise<number> {
  return db.rateLimitBucket.count({ where: { key: { startsWith: `login:pair:${account}:` }, count: { gt: 0 }, resetAt: { gt: new Date() } } });
}

/** Locks the account for the window; answers whether this call locked it (not already locked). */
async function lockAccount(accountKey: string): Promise<boolean> {
  const limit = LIMITS.loginPerAccount;
  const now = new Date();
  const resetAt = new Date(now.getTime() + limit.windowSeconds * 1000);
  // One statement: of several requests that reach the limit together, one sees it unlocked.
  const changed = await db.$executeRaw`
    INSERT INTO "rate_limit_buckets" ("key", "count", "resetAt") VALUES (${accountKey}, ${limit.max}, ${resetAt})
    ON CONFLICT ("key") DO UPDATE SET "count" = ${limit.max}, "resetAt" = ${resetAt}
    WHERE "rate_limit_buckets"."count" < ${limit.max} OR "rate_limit_buckets"."resetAt" <= ${now}`;
  return changed === 1;
}

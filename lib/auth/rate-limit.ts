import { createHash } from "node:crypto";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/http/errors";
import { addressBucket } from "@/lib/http/address-bucket";
import { stampedPeerAddress } from "@/lib/http/peer-address";
import { authSecret } from "./secret";

export interface Limit {
  max: number;
  windowSeconds: number;
}

// Failed attempts allowed before a lock-out, per account and per address (accounts spec: login,
// activation and reset attempts are rate-limited). Successful attempts do not count, except for
// actions that create something or send e-mail (sign-ups, invitations), where every attempt counts.
export const LIMITS = {
  // Wrong passwords lock the pair (account, address) first; the account as a whole is locked only
  // when many addresses fail (lib/accounts/login.ts), and its owner then gets a sign-in link.
  loginPerAccountAndAddress: { max: 8, windowSeconds: 15 * 60 },
  loginPerAccount: { max: 1, windowSeconds: 15 * 60 },
  loginPerAddress: { max: 40, windowSeconds: 15 * 60 },
  activationPerAccount: { max: 8, windowSeconds: 15 * 60 },
  activationPerAddress: { max: 40, windowSeconds: 15 * 60 },
  resetPerAddress: { max: 20, windowSeconds: 15 * 60 },
  mailPerAccount: { max: 5, windowSeconds: 15 * 60 },
  registerPerAddress: { max: 10, windowSeconds: 60 * 60 },
  invitePerUser: { max: 30, windowSeconds: 60 * 60 },
  currentPasswordPerAccount: { max: 8, windowSeconds: 15 * 60 },
} satisfies Record<string, Limit>;

/**
 * When the caller's address is not known (no trusted proxy and no socket address: see clientAddress)
 * every caller is the one address "unknown", so a per-address limit there would be a limit on
 * everybody together. It is widened for such shared addresses; the per-account limits stay as strict as ever.
 */
const LOCAL_ADDRESS_FACTOR = 20;

/** The one bucket of callers whose address is not known. */
export const UNKNOWN_ADDRESS = "unknown";

/**
 * Loopback addresses are shared too: a run on this machine (a developer, the end-to-end tests)
 * arrives from 127.0.0.1. Behind a real proxy the client's address is never loopback.
 */
const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

export const isLocalAddress = (address: string) => address === UNKNOWN_ADDRESS || LOOPBACK.has(address);

export function perAddress(limit: Limit, address: string): Limit {
  return isLocalAddress(address) ? { ...limit, max: limit.max * LOCAL_ADDRESS_FACTOR } : limit;
}

/** Throws 429 when the key has used up its window. Reading does not count an attempt. */
export async function assertNotLimited(key: string, limit: Limit): Promise<void> {
  const bucket = await db.rateLimitBucket.findUnique({ where: { key } });
  if (bucket && bucket.resetAt > new Date() && bucket.count >= limit.max) {
    const minutes = Math.max(1, Math.ceil((bucket.resetAt.getTime() - Date.now()) / 60_000));
    throw new AppError("RATE_LIMITED", "rateLimited", { minutes });
  }
}

/**
 * Counts one attempt, atomically: a new window starts when the old one has ended. Answers the
 * count in the window including this one, so attempts arriving together each get their own number.
 */
export async function countAttempt(key: string, limit: Limit): Promise<number> {
  // Timestamps are bound from here: the columns hold UTC without a zone, so SQL's now() could disagree.
  const now = new Date();
  const resetAt = new Date(now.getTime() + limit.windowSeconds * 1000);
  const [bucket] = await db.$queryRaw<{ count: number }[]>`
    INSERT INTO "rate_limit_buckets" ("key", "count", "resetAt") VALUES (${key}, 1, ${resetAt})
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "rate_limit_buckets"."resetAt" <= ${now} THEN 1 ELSE "rate_limit_buckets"."count" + 1 END,
      "resetAt" = CASE WHEN "rate_limit_buckets"."resetAt" <= ${now} THEN ${resetAt} ELSE "rate_limit_buckets"."resetAt" END
    RETURNING "count"`;
  return bucket?.count ?? 1;
}

export async function clearAttempts(key: string): Promise<void> {
  await db.rateLimitBucket.deleteMany({ where: { key } });
}

/** Proxies in front of the app that append to X-Forwarded-For (TRUST_PROXY, default 0: none). */
export function trustedProxyHops(): number {
  const value = Number(process.env.TRUST_PROXY ?? "0");
  return Number.isSafeInteger(value) && value > 0 ? Math.min(value, 10) : 0;
}

/**
 * The caller's address from X-Forwarded-For behind `hops` trusted proxies: the hop the outermost
 * trusted proxy appended, `hops` from the right. Everything to its left was written by the client and
 * can be anything, so trusting it would let a client pick a fresh address for each attempt. With
 * fewer hops than proxies (a proxy that did not append), the leftmost hop is the nearest we know.
 * Without trusted proxies the header is never read: the caller could write it.
 */
export function addressFromForwardedFor(header: string | null | undefined, hops = trustedProxyHops()): string | null {
  if (hops <= 0) return null;
  const list = (header ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  return list.length ? list[Math.max(0, list.length - hops)] : null;
}

type HeaderReader = (name: string) => string | null | undefined;

/**
 * The caller's address: with TRUST_PROXY=n, from X-Forwarded-For (above); else the TCP peer's
 * address, which route handlers do not see: lib/http/peer-address.ts stamps it on each request as
 * the server receives it (`next start` itself only fills X-Forwarded-For when the client did not,
 * so that header proves nothing). Where neither is known (a Request made in a test, a server that
 * did not install the stamp) every caller shares the "unknown" bucket.
 */
export function addressFromHeaders(get: HeaderReader, hops = trustedProxyHops()): string {
  return addressBucket(addressFromForwardedFor(get("x-forwarded-for"), hops) ?? stampedPeerAddress(get) ?? UNKNOWN_ADDRESS);
}

export function clientAddress(request: Request): string {
  return addressFromHeaders((name) => request.headers.get(name));
}

/**
 * A caller's address, salted with the app's secret and hashed, wherever one is stored (view events,
 * the share pages' visits, PIN counters): one visitor's rows match, the address itself is never kept,
 * and an unsalted hash of an IPv4 address would be undone by trying all 2^32.
 */
export const hashAddress = (address: string) => createHash("sha256").update(`${address}:${authSecret()}`).digest("hex");

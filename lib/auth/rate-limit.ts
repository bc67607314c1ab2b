import { db } from "@/lib/db/client";
import { AppError } from "@/lib/http/errors";

export interface Limit {
  max: number;
  windowSeconds: number;
}

// Failed attempts allowed before a lock-out, per account and per address (accounts spec: login,
// activation and reset attempts are rate-limited). Successful attempts do not count, except for
// actions that create something or send e-mail (sign-ups, invitations), where every attempt counts.
export const LIMITS = {
  loginPerAccount: { max: 8, windowSeconds: 15 * 60 },
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
 * Without a proxy header every caller is the one address "local" (a developer's machine, a test run),
 * so a per-address limit there would be a limit on everybody together. It is widened for "local";
 * the per-account limits stay as strict as ever.
 */
const LOCAL_ADDRESS_FACTOR = 20;

/**
 * Loopback addresses count as "local" too: `next start` itself puts the connecting address in
 * X-Forwarded-For, so a run on this machine (a developer, the end-to-end tests) arrives as 127.0.0.1.
 * Behind a real proxy the rightmost hop is the client's address, never loopback.
 */
const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

export const isLocalAddress = (address: string) => address === "local" || LOOPBACK.has(address);

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

/**
 * The caller's address as seen by the proxy in front of us: the RIGHTMOST X-Forwarded-For hop, the
 * one that proxy appended. Every hop to its left was sent by the client and can be anything, so
 * trusting the first one would let a client pick a fresh address for each attempt.
 *
 * This assumes exactly one trusted reverse proxy (load balancer, nginx, the platform's router) that
 * appends the connecting address. Without the header (a local run, or the app exposed directly)
 * every caller is "local". Behind more than one proxy the rightmost hop would be the outer proxy's
 * address: the proxy next to the app must then put the client's real address last (README).
 */
export function addressFromForwardedFor(header: string | null | undefined): string {
  const hops = (header ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  return hops.at(-1) ?? "local";
}

export function clientAddress(request: Request): string {
  return addressFromForwardedFor(request.headers.get("x-forwarded-for"));
}

import { db } from "@/lib/db/client";
import { AppError } from "@/lib/http/errors";

export interface Limit {
  max: number;
  windowSeconds: number;
}

// Failed attempts allowed before a lock-out, per account and per address (accounts spec: login,
// activation and reset attempts are rate-limited). Successful attempts do not count.
export const LIMITS = {
  loginPerAccount: { max: 8, windowSeconds: 15 * 60 },
  loginPerAddress: { max: 40, windowSeconds: 15 * 60 },
  activationPerAccount: { max: 8, windowSeconds: 15 * 60 },
  activationPerAddress: { max: 40, windowSeconds: 15 * 60 },
  resetPerAddress: { max: 20, windowSeconds: 15 * 60 },
  mailPerAccount: { max: 5, windowSeconds: 15 * 60 },
} satisfies Record<string, Limit>;

/** Throws 429 when the key has used up its window. Reading does not count an attempt. */
export async function assertNotLimited(key: string, limit: Limit): Promise<void> {
  const bucket = await db.rateLimitBucket.findUnique({ where: { key } });
  if (bucket && bucket.resetAt > new Date() && bucket.count >= limit.max) {
    const minutes = Math.max(1, Math.ceil((bucket.resetAt.getTime() - Date.now()) / 60_000));
    throw new AppError("RATE_LIMITED", "rateLimited", { minutes });
  }
}

/** Counts one attempt, atomically: a new window starts when the old one has ended. */
export async function countAttempt(key: string, limit: Limit): Promise<void> {
  // Timestamps are bound from here: the columns hold UTC without a zone, so SQL's now() could disagree.
  const now = new Date();
  const resetAt = new Date(now.getTime() + limit.windowSeconds * 1000);
  await db.$executeRaw`
    INSERT INTO "rate_limit_buckets" ("key", "count", "resetAt") VALUES (${key}, 1, ${resetAt})
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "rate_limit_buckets"."resetAt" <= ${now} THEN 1 ELSE "rate_limit_buckets"."count" + 1 END,
      "resetAt" = CASE WHEN "rate_limit_buckets"."resetAt" <= ${now} THEN ${resetAt} ELSE "rate_limit_buckets"."resetAt" END`;
}

export async function clearAttempts(key: string): Promise<void> {
  await db.rateLimitBucket.deleteMany({ where: { key } });
}

/** The caller's address: the first X-Forwarded-For hop (set by the proxy in front of us), else "local". */
export function clientAddress(request: Request): string {
  return request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || request.headers.get("x-real-ip") || "local";
}

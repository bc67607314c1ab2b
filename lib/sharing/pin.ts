import { createHash, timingSafeEqual } from "node:crypto";
import { clientAddress } from "@/lib/auth/rate-limit";
import { db } from "@/lib/db/client";

// A share's PIN (accounts spec §5), checked on the server only. Four digits are 10,000 values, so
// wrong tries are limited per share and per address, in the database (rate_limit_buckets, so the
// limit holds across processes): after 5 wrong tries from one address (20 on the share as a whole,
// from anywhere) the share is locked for 1 minute, and every further wrong try doubles the lock,
// up to an hour. A right PIN clears both counters. While locked, nothing is checked, not even a
// right PIN: guessing cannot go on during a lock.

export const PIN_PATTERN = /^\d{4}$/;

const LOCK_BASE_SECONDS = 60;
const LOCK_MAX_SECONDS = 3600;
/** A count with no lock forgets itself after this long without a wrong try. */
const COUNT_WINDOW_SECONDS = 3600;

interface PinLimit {
  key: string;
  max: number;
}

function limitsFor(snapshotId: string, request: Request): PinLimit[] {
  // Addresses are stored hashed: a bucket key is visible to whoever reads the table.
  const address = createHash("sha256").update(clientAddress(request)).digest("hex").slice(0, 24);
  return [
    { key: `share-pin:${snapshotId}:${address}`, max: 5 },
    { key: `share-pin:${snapshotId}`, max: 20 },
  ];
}

/** Seconds of lock after `count` wrong tries against a limit of `max` (0: not locked). */
export function lockSeconds(count: number, max: number): number {
  if (count < max) return 0;
  return Math.min(LOCK_MAX_SECONDS, LOCK_BASE_SECONDS * 2 ** Math.min(count - max, 12));
}

/** Minutes left (at least 1) while the share is locked for this visitor, else 0. */
export async function pinLockMinutes(snapshotId: string, request: Request, now = new Date()): Promise<number> {
  const limits = limitsFor(snapshotId, request);
  const buckets = await db.rateLimitBucket.findMany({ where: { key: { in: limits.map((limit) => limit.key) } } });
  let until = 0;
  for (const bucket of buckets) {
    const limit = limits.find((l) => l.key === bucket.key)!;
    if (bucket.count >= limit.max && bucket.resetAt > now) until = Math.max(until, bucket.resetAt.getTime());
  }
  return until ? Math.max(1, Math.ceil((until - now.getTime()) / 60_000)) : 0;
}

/**
 * Counts one wrong try on both limits, atomically. `resetAt` is the lock's end once a limit is
 * reached, else when the count is forgotten. A count survives a lock's end (so the next wrong try
 * locks again, twice as long) until COUNT_WINDOW_SECONDS pass without one.
 */
async function countWrongTry(limits: PinLimit[], now: Date) {
  for (const { key, max } of limits) {
    const window = new Date(now.getTime() + COUNT_WINDOW_SECONDS * 1000);
    const forgetBefore = new Date(now.getTime() - COUNT_WINDOW_SECONDS * 1000);
    // count' = stale ? 1 : count + 1; resetAt' = lock end for count' (or the counting window).
    await db.$executeRaw`
      INSERT INTO "rate_limit_buckets" ("key", "count", "resetAt") VALUES (${key}, 1, ${window})
      ON CONFLICT ("key") DO UPDATE SET
        "count" = CASE WHEN "rate_limit_buckets"."resetAt" <= ${forgetBefore} THEN 1 ELSE "rate_limit_buckets"."count" + 1 END,
        "resetAt" = ${window}`;
    const bucket = await db.rateLimitBucket.findUnique({ where: { key } });
    const lock = bucket ? lockSeconds(bucket.count, max) : 0;
    if (lock) await db.rateLimitBucket.update({ where: { key }, data: { resetAt: new Date(now.getTime() + lock * 1000) } });
  }
}

/** Constant-time comparison of two short strings. */
function samePin(given: string, expected: string): boolean {
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}

export type PinCheck = { ok: true } | { ok: false; reason: "locked"; minutes: number } | { ok: false; reason: "format" | "incorrect" };

/**
 * Checks a PIN a visitor typed against the share's. Anything that is not 4 digits is answered as a
 * wrong format and counts as a wrong try too (it is a guess all the same).
 */
export async function checkSharePin(share: { id: string; pinProtectionCode: string | null }, given: unknown, request: Request): Promise<PinCheck> {
  if (!share.pinProtectionCode) return { ok: true };
  const now = new Date();
  const minutes = await pinLockMinutes(share.id, request, now);
  if (minutes) return { ok: false, reason: "locked", minutes };
  const limits = limitsFor(share.id, request);
  const text = typeof given === "string" ? given.trim() : "";
  if (!PIN_PATTERN.test(text)) {
    await countWrongTry(limits, now);
    return { ok: false, reason: "format" };
  }
  if (!samePin(text, share.pinProtectionCode)) {
    await countWrongTry(limits, now);
    return { ok: false, reason: "incorrect" };
  }
  await db.rateLimitBucket.deleteMany({ where: { key: { in: limits.map((limit) => limit.key) } } });
  return { ok: true };
}

import { createHash, timingSafeEqual } from "node:crypto";
import { clientAddress } from "@/lib/auth/rate-limit";
import { db } from "@/lib/db/client";

// A share's PIN (accounts spec §5), checked on the server only. Four digits are 10,000 values, so
// wrong tries are limited per share and per address, in the database (rate_limit_buckets, so the
// limit holds across processes): after 5 wrong tries from one address (50 on the share as a whole,
// from anywhere: high enough that one visitor cannot easily lock the share for everybody) the share is locked for 1 minute, and every further wrong try doubles the lock,
// up to an hour. A right PIN clears both counters. While locked, nothing is checked, not even a
// right PIN: guessing cannot go on during a lock.

export const PIN_PATTERN = /^\d{4}$/;

const LOCK_BASE_SECONDS = 60;
export const SHARE_WIDE_MAX = 50;
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
    { key: `share-pin:${snapshotId}`, max: SHARE_WIDE_MAX },
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

/** Constant-time comparison of two short strings. */
function samePin(given: string, expected: string): boolean {
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}

export type PinCheck = { ok: true } | { ok: false; reason: "locked"; minutes: number } | { ok: false; reason: "format" | "incorrect" };

type Bucket = { key: string; count: number; resetAt: Date };

/**
 * Checks a PIN a visitor typed against the share's. Anything that is not 4 digits is answered as a
 * wrong format and counts as a wrong try too (it is a guess all the same).
 *
 * One transaction holds the share's two counters locked (SELECT ... FOR UPDATE, always in the same
 * order) from the lock check to the count: tries sent at the same moment wait for each other, so a
 * burst of guesses cannot all pass the check before any of them is counted.
 */
export async function checkSharePin(share: { id: string; pinProtectionCode: string | null }, given: unknown, request: Request): Promise<PinCheck> {
  const expected = share.pinProtectionCode;
  if (!expected) return { ok: true };
  const limits = limitsFor(share.id, request);
  const keys = limits.map((limit) => limit.key).sort();
  const text = typeof given === "string" ? given.trim() : "";
  return db.$transaction(async (tx) => {
    const now = new Date();
    const window = new Date(now.getTime() + COUNT_WINDOW_SECONDS * 1000);
    await tx.$executeRaw`
      INSERT INTO "rate_limit_buckets" ("key", "count", "resetAt") VALUES (${keys[0]}, 0, ${window}), (${keys[1]}, 0, ${window})
      ON CONFLICT ("key") DO NOTHING`;
    const buckets = await tx.$queryRaw<Bucket[]>`
      SELECT "key", "count", "resetAt" FROM "rate_limit_buckets" WHERE "key" IN (${keys[0]}, ${keys[1]}) ORDER BY "key" FOR UPDATE`;
    let lockedUntil = 0;
    for (const bucket of buckets) {
      const limit = limits.find((l) => l.key === bucket.key)!;
      if (bucket.count >= limit.max && bucket.resetAt > now) lockedUntil = Math.max(lockedUntil, bucket.resetAt.getTime());
    }
    if (lockedUntil) return { ok: false, reason: "locked", minutes: Math.max(1, Math.ceil((lockedUntil - now.getTime()) / 60_000)) };
    if (PIN_PATTERN.test(text) && samePin(text, expected)) {
      await tx.rateLimitBucket.deleteMany({ where: { key: { in: keys } } });
      return { ok: true };
    }
    // A wrong try: count it on both limits; a count survives a lock's end (so the next wrong try
    // locks again, twice as long) until COUNT_WINDOW_SECONDS pass without one.
    const forgetBefore = new Date(now.getTime() - COUNT_WINDOW_SECONDS * 1000);
    for (const bucket of buckets) {
      const limit = limits.find((l) => l.key === bucket.key)!;
      const count = bucket.resetAt <= forgetBefore ? 1 : bucket.count + 1;
      const lock = lockSeconds(count, limit.max);
      await tx.rateLimitBucket.update({ where: { key: bucket.key }, data: { count, resetAt: lock ? new Date(now.getTime() + lock * 1000) : window } });
    }
    return { ok: false, reason: PIN_PATTERN.test(text) ? "incorrect" : "format" };
  });
}

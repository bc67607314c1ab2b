import { createHash, timingSafeEqual } from "node:crypto";
import { clientAddress, hashAddress } from "@/lib/auth/rate-limit";
import { db } from "@/lib/db/client";
import { notifyPinCapped } from "./pin-cap-notice";

// A share's PIN (accounts spec §5), checked on the server only. Four digits are 10,000 values, so
// wrong tries are limited in the database (rate_limit_buckets: the limits hold across app servers):
// - per address, a rising delay: after 5 wrong tries from one address, that address waits 1 minute,
//   and every further wrong try from it doubles the wait, up to an hour;
// - per share, a cap: after 50 wrong tries from anywhere, every address that has tried a wrong PIN
//   is held off until the cap ends (an hour after the latest wrong try) or the owner lifts it
//   (liftPinCap); the owner is told (pin-cap-notice.ts). An address that has not failed still opens
//   the share with the right PIN: guessers cannot lock the client out, and each new address of
//   theirs gets one guess while the cap holds.
// While an address is held off nothing is checked for it, not even a right PIN.

export const PIN_PATTERN = /^\d{4}$/;

const PER_ADDRESS_MAX = 5;
const LOCK_BASE_SECONDS = 60;
export const SHARE_WIDE_MAX = 50;
const LOCK_MAX_SECONDS = 3600;
/** The share-wide cap holds this long after the latest wrong try. */
export const CAP_SECONDS = 3600;
/** A count with no lock forgets itself after this long without a wrong try. */
const COUNT_WINDOW_SECONDS = 3600;

const shareKey = (snapshotId: string) => `share-pin:${snapshotId}`;

function keysFor(snapshotId: string, request: Request) {
  // A bucket key is visible to whoever reads the table: the address goes in hashed.
  const address = hashAddress(clientAddress(request)).slice(0, 24);
  return { address: `${shareKey(snapshotId)}:${address}`, share: shareKey(snapshotId) };
}

/** Seconds of lock after `count` wrong tries against a limit of `max` (0: not locked). */
export function lockSeconds(count: number, max: number): number {
  if (count < max) return 0;
  return Math.min(LOCK_MAX_SECONDS, LOCK_BASE_SECONDS * 2 ** Math.min(count - max, 12));
}

type Bucket = { key: string; count: number; resetAt: Date };

const forgotten = (bucket: Bucket | undefined, now: Date) => !bucket || bucket.resetAt.getTime() <= now.getTime() - COUNT_WINDOW_SECONDS * 1000;

/** Whether the share-wide cap holds now (the share's bucket). */
export const isCapped = (bucket: Bucket | undefined, now: Date) => Boolean(bucket && bucket.count >= SHARE_WIDE_MAX && bucket.resetAt > now);

/** Until when this address is held off (ms since the epoch), or 0. */
function heldUntil(address: Bucket | undefined, share: Bucket | undefined, now: Date): number {
  let until = 0;
  if (address && address.count >= PER_ADDRESS_MAX && address.resetAt > now) until = address.resetAt.getTime();
  // The cap holds off only addresses that have failed (and not so long ago that their count is forgotten).
  if (isCapped(share, now) && address && address.count > 0 && !forgotten(address, now)) until = Math.max(until, share!.resetAt.getTime());
  return until;
}

const minutesUntil = (until: number, now: Date) => Math.max(1, Math.ceil((until - now.getTime()) / 60_000));

/** Minutes left (at least 1) while the share is locked for this visitor, else 0. */
export async function pinLockMinutes(snapshotId: string, request: Request, now = new Date()): Promise<number> {
  const keys = keysFor(snapshotId, request);
  const buckets = await db.rateLimitBucket.findMany({ where: { key: { in: [keys.address, keys.share] } } });
  const until = heldUntil(
    buckets.find((bucket) => bucket.key === keys.address),
    buckets.find((bucket) => bucket.key === keys.share),
    now,
  );
  return until ? minutesUntil(until, now) : 0;
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
 *
 * One transaction holds the two counters (the address's and the share's) locked (SELECT ... FOR
 * UPDATE, always in the same order) from the lock check to the count: tries sent at the same moment
 * wait for each other, so a burst of guesses cannot all pass the check before any of them is counted.
 */
export async function checkSharePin(share: { id: string; pinProtectionCode: string | null }, given: unknown, request: Request): Promise<PinCheck> {
  const expected = share.pinProtectionCode;
  if (!expected) return { ok: true };
  const keys = keysFor(share.id, request);
  const sorted = [keys.address, keys.share].sort();
  const text = typeof given === "string" ? given.trim() : "";
  const outcome = await db.$transaction(async (tx) => {
    const now = new Date();
    const window = new Date(now.getTime() + COUNT_WINDOW_SECONDS * 1000);
    await tx.$executeRaw`
      INSERT INTO "rate_limit_buckets" ("key", "count", "resetAt") VALUES (${sorted[0]}, 0, ${window}), (${sorted[1]}, 0, ${window})
      ON CONFLICT ("key") DO NOTHING`;
    const buckets = await tx.$queryRaw<Bucket[]>`
      SELECT "key", "count", "resetAt" FROM "rate_limit_buckets" WHERE "key" IN (${sorted[0]}, ${sorted[1]}) ORDER BY "key" FOR UPDATE`;
    const address = buckets.find((bucket) => bucket.key === keys.address)!;
    const shared = buckets.find((bucket) => bucket.key === keys.share)!;
    const until = heldUntil(address, shared, now);
    if (until) return { check: { ok: false, reason: "locked", minutes: minutesUntil(until, now) } as PinCheck, capReached: false };
    const capped = isCapped(shared, now);
    if (PIN_PATTERN.test(text) && samePin(text, expected)) {
      // The right PIN clears this address's count; the share's too unless the cap holds (it stays
      // until it runs out or the owner lifts it: the guessing it stopped may still be going on).
      await tx.rateLimitBucket.deleteMany({ where: { key: { in: capped ? [keys.address] : [keys.address, keys.share] } } });
      return { check: { ok: true } as PinCheck, capReached: false };
    }
    // A wrong try: count it on both. A count survives a lock's end (so the next wrong try locks
    // again, twice as long) until COUNT_WINDOW_SECONDS pass without one.
    const addressCount = forgotten(address, now) ? 1 : address.count + 1;
    const addressLock = lockSeconds(addressCount, PER_ADDRESS_MAX);
    await tx.rateLimitBucket.update({ where: { key: keys.address }, data: { count: addressCount, resetAt: addressLock ? new Date(now.getTime() + addressLock * 1000) : window } });
    const shareCount = forgotten(shared, now) || (shared.count >= SHARE_WIDE_MAX && !capped) ? 1 : shared.count + 1;
    const capNow = shareCount >= SHARE_WIDE_MAX;
    await tx.rateLimitBucket.update({ where: { key: keys.share }, data: { count: shareCount, resetAt: capNow ? new Date(now.getTime() + CAP_SECONDS * 1000) : window } });
    return { check: { ok: false, reason: PIN_PATTERN.test(text) ? "incorrect" : "format" } as PinCheck, capReached: capNow && !capped };
  });
  // The owner hears of it after the count is committed; a failing notice never fails the visitor's answer.
  if (outcome.capReached) await notifyPinCapped(share.id).catch((error: unknown) => console.error("[share-pin] cap notice failed", error));
  return outcome.check;
}

/** Until when the share-wide cap holds (null: it does not). For the owner's view of the share. */
export async function pinCapUntil(snapshotIds: string[], now = new Date()): Promise<Map<string, Date>> {
  if (!snapshotIds.length) return new Map();
  const buckets = await db.rateLimitBucket.findMany({ where: { key: { in: snapshotIds.map(shareKey) }, count: { gte: SHARE_WIDE_MAX }, resetAt: { gt: now } } });
  return new Map(buckets.map((bucket) => [bucket.key.slice(shareKey("").length), bucket.resetAt]));
}

/** The owner lifts the cap: every count of the share starts again from nothing. */
export async function liftPinCap(snapshotId: string): Promise<void> {
  await db.rateLimitBucket.deleteMany({ where: { OR: [{ key: shareKey(snapshotId) }, { key: { startsWith: `${shareKey(snapshotId)}:` } }] } });
}

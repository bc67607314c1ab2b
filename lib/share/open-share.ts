import "server-only";
import { db } from "@/lib/db/client";
import { shareState } from "@/lib/sharing/access";
import { readFrozen, type FrozenSnapshot } from "@/lib/sharing/frozen";
import { RECIPIENT_PATTERN, SHARE_KEY_PATTERN } from "@/lib/sharing/keys";

// The share view's look-up of an open share, made for speed: the same rules as findOpenShare
// (lib/sharing/access.ts: unknown, malformed, disabled and expired all answer null; a test keeps the
// two in step), in one plain SQL statement and without the frozen copy, which never changes once a share is made: it is read once per snapshot and kept in
// memory (keyed by id and updatedAt, so any later write to the row reads it again).

export interface OpenShareMeta {
  id: string;
  documentId: string;
  shareKey: string;
  linkName: string | null;
  message: string | null;
  landingImageId: string | null;
  expiryDate: Date;
  pinProtectionCode: string | null;
  preventPrinting: boolean;
  enabled: boolean;
  updatedAt: Date;
  recipient: string;
}

/** One SQL statement (the page's only read on a warm cache): the row, if it has this recipient. */
export async function findOpenShareMeta(key: string, recipient: string): Promise<OpenShareMeta | null> {
  if (!SHARE_KEY_PATTERN.test(key) || !RECIPIENT_PATTERN.test(recipient)) return null;
  const [share] = await db.$queryRaw<Omit<OpenShareMeta, "recipient">[]>`
    SELECT s."id", s."documentId", s."shareKey", s."linkName", s."message", s."landingImageId", s."expiryDate",
           s."pinProtectionCode", s."preventPrinting", s."enabled", s."updatedAt"
    FROM "snapshots" s
    WHERE s."shareKey" = ${key}
      AND EXISTS (SELECT 1 FROM "share_recipients" r WHERE r."snapshotId" = s."id" AND r."recipientKey" = ${recipient})`;
  if (!share || shareState(share) !== "open") return null;
  return { ...share, recipient };
}

const FROZEN_CACHE_SIZE = 200;
const frozenCache = new Map<string, FrozenSnapshot>();

/** A small LRU: Map keeps insertion order, so the first key is the least recently used. */
export function remember<T>(cache: Map<string, T>, key: string, value: T, size: number): T {
  cache.delete(key);
  cache.set(key, value);
  if (cache.size > size) cache.delete(cache.keys().next().value!);
  return value;
}

export function cacheKey(share: { id: string; updatedAt: Date }) {
  return `${share.id}:${share.updatedAt.getTime()}`;
}

/** The share's frozen copy, from memory when this process has read it before. */
export async function frozenOf(share: OpenShareMeta): Promise<FrozenSnapshot> {
  const key = cacheKey(share);
  const cached = frozenCache.get(key);
  if (cached) return remember(frozenCache, key, cached, FROZEN_CACHE_SIZE);
  const row = await db.snapshot.findUniqueOrThrow({ where: { id: share.id }, select: { frozen: true } });
  return remember(frozenCache, key, readFrozen(row.frozen), FROZEN_CACHE_SIZE);
}

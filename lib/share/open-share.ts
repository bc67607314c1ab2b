import "server-only";
import { db } from "@/lib/db/client";
import { shareState } from "@/lib/sharing/access";
import { readFrozen, type FrozenSnapshot } from "@/lib/sharing/frozen";
import { RECIPIENT_PATTERN, SHARE_KEY_PATTERN } from "@/lib/sharing/keys";

// The share view's look-up of an open share, made for speed: the same rules as findOpenShare
// (lib/sharing/access.ts: unknown, malformed, disabled and expired all answer null; a test keeps the
// two in step), in one plain SQL statement (with the workspace's share subdomain and the sender's name) and without the frozen copy, which never changes once a share is made: it is read once per snapshot and kept in
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
  /** The workspace's share subdomain (absolute addresses of link previews: lib/sharing/keys.ts shareOrigin). */
  customSubdomain: string | null;
  /** Who sent the share (the landing page's signature), null when that account is gone. */
  senderId: string | null;
  senderName: string | null;
  /** The sender's profile photo (a media id), served by /shared/{key}/{n}/sender-photo. */
  senderPhotoId: string | null;
  /** The share asks its client to accept (lib/acceptance): an Accept block, or the document's setting. */
  requireAcceptance: boolean;
  /** A frozen pricing table lets the client choose (optional items, quantity ranges). */
  hasChoices: boolean;
  recipient: string;
}

type ShareRow = Omit<OpenShareMeta, "recipient">;

/**
 * Rows read in the last META_TTL_MS, by key and recipient (null: no such share). A visitor's page,
 * its PIN step and its reloads then cost no database round trip, which is most of the page's time.
 * Enabling or disabling in this process forgets the share at once (forgetShareMeta); another
 * process sees the change within the TTL. Expiry is checked on every read. A share's deal (the
 * client's choices, signatures, outcome) changes without touching this row and is never kept here:
 * lib/acceptance/share-deal-view.ts reads it on every request that shows it.
 */
const META_TTL_MS = 2_000;
const META_CACHE_SIZE = 1_000;
const metaCache = new Map<string, { at: number; row: ShareRow | null }>();

async function readShareRow(key: string, recipient: string): Promise<ShareRow | null> {
  const cacheId = `${key}/${recipient}`;
  const now = Date.now();
  const cached = metaCache.get(cacheId);
  if (cached && now - cached.at < META_TTL_MS) return cached.row;
  const [row] = await db.$queryRaw<ShareRow[]>`
    SELECT s."id", s."documentId", s."shareKey", s."linkName", s."message", s."landingImageId", s."expiryDate",
           s."pinProtectionCode", s."preventPrinting", s."enabled", s."updatedAt", t."customSubdomain",
           u."id" AS "senderId", NULLIF(TRIM(CONCAT(u."firstname", ' ', u."lastname")), '') AS "senderName",
           u."imageId" AS "senderPhotoId", s."requireAcceptance", s."hasChoices"
    FROM "snapshots" s
    JOIN "documents" d ON d."id" = s."documentId"
    JOIN "teams" t ON t."id" = d."teamId"
    LEFT JOIN "users" u ON u."id" = s."createdById"
    WHERE s."shareKey" = ${key}
      AND EXISTS (SELECT 1 FROM "share_recipients" r WHERE r."snapshotId" = s."id" AND r."recipientKey" = ${recipient})`;
  remember(metaCache, cacheId, { at: now, row: row ?? null }, META_CACHE_SIZE);
  return row ?? null;
}

/** Drops what this process remembers of a share (after it is enabled or disabled). */
export function forgetShareMeta(shareKey: string) {
  for (const cacheId of [...metaCache.keys()]) if (cacheId.startsWith(`${shareKey}/`)) metaCache.delete(cacheId);
}

/** The share's row if it is open and has this recipient; one SQL statement, or none within the TTL. */
export async function findOpenShareMeta(key: string, recipient: string): Promise<OpenShareMeta | null> {
  if (!SHARE_KEY_PATTERN.test(key) || !RECIPIENT_PATTERN.test(recipient)) return null;
  const share = await readShareRow(key, recipient);
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

import type { Actor } from "@/lib/auth/actor";
import { findMembership, isSuperAdmin } from "@/lib/auth/policy";
import { db } from "@/lib/db/client";
import { designListsItem } from "@/lib/design-preview/design";
import { notFound, unauthenticated } from "@/lib/http/errors";
import { SHARE_KEY_PATTERN } from "./keys";
import { hasPinAccess } from "./pin-access";

// Who may fetch a media item or misc file: members of its workspace as always, and visitors of an
// open share that lists it (`?share={key}` on the media routes). A PIN share's items need the PIN
// cookie, like its document, except what the landing and PIN pages show (landing image, logo,
// favicon). Design template previews are public: `?design={schabloneId}` serves what that design
// template's document lists (lib/design-preview/design.ts), to anyone. Super admins, who may view any
// document (accounts spec §6), fetch any workspace's items too. Everything else is 404 (401 without a
// session, a share or a design).

export type ItemAccess = "member" | "operator" | "share" | "pin-share" | "design";

interface ListingShare {
  id: string;
  pinProtectionCode: string | null;
  /** What the landing and PIN pages show before the PIN: the landing image, the workspace's logo and favicon. */
  beforePin: (string | null)[];
}

/** The open share named `key` that lists this item, in one query (through the unique shareKey). */
async function findListingShare(key: string, kind: "media" | "file", itemId: string): Promise<ListingShare | null> {
  const rows = await db.$queryRaw<{ id: string; pinProtectionCode: string | null; landingImageId: string | null; logoId: string | null; faviconId: string | null }[]>`
    SELECT s."id", s."pinProtectionCode", s."landingImageId", s."frozen"->'team'->>'logoId' AS "logoId", s."frozen"->'team'->>'faviconId' AS "faviconId"
    FROM "snapshots" s
    WHERE s."shareKey" = ${key} AND s."enabled" AND s."expiryDate" > now()
      AND ${itemId} = ANY(CASE WHEN ${kind} = 'media' THEN s."mediaIds" ELSE s."fileIds" END)`;
  const row = rows[0];
  if (!row) return null;
  return { id: row.id, pinProtectionCode: row.pinProtectionCode, beforePin: kind === "media" ? [row.landingImageId, row.logoId, row.faviconId] : [] };
}

/** The `share` and `design` query parameters as sent (null when absent). */
const shareParam = (request: Request) => new URL(request.url).searchParams.get("share");
const designParam = (request: Request) => new URL(request.url).searchParams.get("design");

/** Throws unless the caller may fetch the item; says how (for the cache headers). */
export async function authorizeItem(actor: Actor | null, request: Request, item: { teamId: string; id: string }, kind: "media" | "file"): Promise<ItemAccess> {
  if (actor && (await findMembership(actor.user.id, item.teamId))) return "member";
  if (actor && isSuperAdmin(actor.user)) return "operator";
  const key = shareParam(request);
  if (key !== null) {
    // A share visitor: whatever is wrong (malformed, unknown, closed, not listed, no PIN) is 404.
    const share = SHARE_KEY_PATTERN.test(key) ? await findListingShare(key, kind, item.id) : null;
    if (share && (hasPinAccess(request, share) || share.beforePin.includes(item.id))) return share.pinProtectionCode ? "pin-share" : "share";
    throw notFound();
  }
  const design = designParam(request);
  if (design !== null) {
    // A design preview's visitor: an unknown design, or an item its document does not list, is 404.
    if (await designListsItem(design, kind, item.id)) return "design";
    throw notFound();
  }
  if (!actor) throw unauthenticated();
  throw notFound();
}

/**
 * Cache-Control of an item served to share visitors: private (no shared cache may keep serving it
 * after the share is disabled or expires) and for an hour. A design's items are public anyway, and
 * cached briefly (the design editor may replace them).
 */
export function itemCacheControl(access: ItemAccess): string {
  if (access === "member") return "private, max-age=31536000, immutable";
  if (access === "design") return "public, max-age=300";
  return "private, max-age=3600";
}

/** The same response with the cache policy of how it was authorized. */
export function withItemCache(response: Response, access: ItemAccess): Response {
  if (access === "member") return response;
  const headers = new Headers(response.headers);
  headers.set("cache-control", itemCacheControl(access));
  return new Response(response.body, { status: response.status, headers });
}

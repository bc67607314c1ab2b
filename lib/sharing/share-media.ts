import type { Actor } from "@/lib/auth/actor";
import { findMembership } from "@/lib/auth/policy";
import { db } from "@/lib/db/client";
import { notFound, unauthenticated } from "@/lib/http/errors";
import { SHARE_KEY_PATTERN } from "./keys";
import { hasPinAccess } from "./pin-access";

// Who may fetch a media item or misc file: members of its workspace as always, and visitors of an
// open share that lists it (`?share={key}` on the media routes). A PIN share's items need the PIN
// cookie, like its document. Everything else is 404 (401 without a session and without a share).

export type ItemAccess = "member" | "share" | "pin-share";

/** The open share named `key` that lists this item, in one query (mediaIds/fileIds have GIN indexes). */
function findListingShare(key: string, kind: "media" | "file", itemId: string) {
  const listed = kind === "media" ? { mediaIds: { has: itemId } } : { fileIds: { has: itemId } };
  return db.snapshot.findFirst({
    where: { shareKey: key, enabled: true, expiryDate: { gt: new Date() }, ...listed },
    select: { id: true, pinProtectionCode: true },
  });
}

/** The `share` query parameter as sent (null when absent). */
const shareParam = (request: Request) => new URL(request.url).searchParams.get("share");

/** Throws unless the caller may fetch the item; says how (for the cache headers). */
export async function authorizeItem(actor: Actor | null, request: Request, item: { teamId: string; id: string }, kind: "media" | "file"): Promise<ItemAccess> {
  if (actor && (await findMembership(actor.user.id, item.teamId))) return "member";
  const key = shareParam(request);
  if (key !== null) {
    // A share visitor: whatever is wrong (malformed, unknown, closed, not listed, no PIN) is 404.
    const share = SHARE_KEY_PATTERN.test(key) ? await findListingShare(key, kind, item.id) : null;
    if (share && hasPinAccess(request, share)) return share.pinProtectionCode ? "pin-share" : "share";
    throw notFound();
  }
  if (!actor) throw unauthenticated();
  throw notFound();
}

/** Cache-Control of an item served this way: members and PIN shares privately, open shares publicly. */
export const itemCacheControl = (access: ItemAccess) =>
  access === "share" ? "public, max-age=31536000, immutable" : "private, max-age=31536000, immutable";

/** The same response with the cache policy of how it was authorized. */
export function withItemCache(response: Response, access: ItemAccess): Response {
  if (access === "member") return response;
  const headers = new Headers(response.headers);
  headers.set("cache-control", itemCacheControl(access));
  return new Response(response.body, { status: response.status, headers });
}

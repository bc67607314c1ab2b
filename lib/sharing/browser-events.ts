import { createHash } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";
import { assertNotLimited, clientAddress, countAttempt, perAddress, type Limit } from "@/lib/auth/rate-limit";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { findOpenShare } from "./access";
import type { BrowserEventName } from "./events-contracts";
import { recordShareEvent } from "./events";
import { hasPinAccess } from "./pin-access";

// What a share visitor's browser reports (POST /api/shared-document/{key}/{n}/events). The share
// must be open and, with a PIN, unlocked in this browser: a report about a share the caller cannot
// see answers the same 404 as an unknown one. Generous per-address limit: a page sends a handful.

export const SHARE_EVENTS_PER_ADDRESS: Limit = { max: 300, windowSeconds: 15 * 60 };

/**
 * The caller's address, salted and hashed: the one hash of every view event (the share pages' visitMeta
 * uses it too), so one visitor's events match; the address itself is never stored.
 */
export const hashAddress = (address: string) => createHash("sha256").update(`${address}:${authSecret()}`).digest("hex");

export async function recordBrowserEvent(
  request: Request,
  key: string,
  recipient: string,
  event: { name: BrowserEventName; visitId: string; durationMs?: number | undefined },
): Promise<void> {
  const address = clientAddress(request);
  const bucket = `share-events:${address}`;
  const limit = perAddress(SHARE_EVENTS_PER_ADDRESS, address);
  await assertNotLimited(bucket, limit);
  await countAttempt(bucket, limit);

  const share = await findOpenShare(key, recipient);
  if (!share || !hasPinAccess(request, share)) throw notFound();

  if (event.name === "visit-duration") {
    // The browser sends the visit's visible time so far, again at each hide: keep the longest, and
    // only on this share's, this recipient's, this visit's own opening row.
    const durationMs = event.durationMs ?? 0;
    await db.shareViewEvent.updateMany({
      where: {
        snapshotId: share.id,
        recipientKey: recipient,
        visitId: event.visitId,
        name: "loaded_share_page",
        OR: [{ durationMs: null }, { durationMs: { lt: durationMs } }],
      },
      data: { durationMs },
    });
    return;
  }
  await recordShareEvent(share, recipient, event.name, event.visitId, {
    ipHash: hashAddress(address),
    userAgent: request.headers.get("user-agent"),
  });
}

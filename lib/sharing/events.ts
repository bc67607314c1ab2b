import { db } from "@/lib/db/client";
import type { ShareEventName } from "@/lib/db/generated/enums";
import { notifyShareOpened } from "./first-open";

// View events of the public share view (workspace spec §7): recorded per share, recipient and
// visit. The page records loaded-share-page and clicked-go-to-document itself when it serves them;
// the browser reports the rest (POST /api/shared-document/{key}/{n}/events).

export const SHARE_EVENT_NAMES = [
  "loaded-share-page",
  "clicked-go-to-document",
  "images-finished-loading",
  "still-waiting-after-15s",
  "still-waiting-after-40s",
  "still-waiting-after-60s",
] as const;
export type ShareEventWireName = (typeof SHARE_EVENT_NAMES)[number];

export const toEnum = (name: ShareEventWireName) => name.replaceAll("-", "_") as ShareEventName;
export const fromEnum = (name: ShareEventName) => name.replaceAll("_", "-") as ShareEventWireName;

export interface ShareVisitMeta {
  ipHash?: string | null;
  userAgent?: string | null;
}

/**
 * Records one event. The first loaded-share-page of a share stamps firstOpenedAt (one atomic update,
 * so two visitors at once still notify once) and tells the owner.
 */
export async function recordShareEvent(share: { id: string }, recipient: string, name: ShareEventWireName, visitId: string, meta: ShareVisitMeta = {}) {
  await db.shareViewEvent.create({
    data: { snapshotId: share.id, recipientKey: recipient, name: toEnum(name), visitId, ipHash: meta.ipHash ?? null, userAgent: meta.userAgent?.slice(0, 300) ?? null },
  });
  if (name !== "loaded-share-page") return;
  const first = await db.snapshot.updateMany({ where: { id: share.id, firstOpenedAt: null }, data: { firstOpenedAt: new Date() } });
  if (first.count === 1) await notifyShareOpened(share.id);
}

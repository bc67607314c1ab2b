import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { toEnum, type ShareEventWireName, type ShareVisitMeta } from "./events";

// View events the visitor need not wait for (the document page's clicked-go-to-document): queued in
// memory and written together every FLUSH_MS with one INSERT, so a busy share view spends one
// round trip per batch instead of one per visit. An event is lost only if the process dies within
// that quarter second; these are analytics, and the first-open notice never comes from here.

const FLUSH_MS = 250;
const MAX_BATCH = 500;
let pending: Prisma.ShareViewEventCreateManyInput[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;

export async function flushShareEvents(): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = null;
  const batch = pending;
  pending = [];
  if (!batch.length) return;
  try {
    await db.shareViewEvent.createMany({ data: batch });
  } catch (error) {
    console.error(`share view: ${batch.length} view event(s) not recorded`, error);
  }
}

export function queueShareEvent(share: { id: string }, recipient: string, name: Exclude<ShareEventWireName, "loaded-share-page">, visitId: string, meta: ShareVisitMeta = {}) {
  pending.push({
    snapshotId: share.id,
    recipientKey: recipient,
    name: toEnum(name),
    visitId,
    ipHash: meta.ipHash ?? null,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
  });
  if (pending.length >= MAX_BATCH) void flushShareEvents();
  else if (!timer) {
    timer = setTimeout(() => void flushShareEvents(), FLUSH_MS);
    timer.unref?.();
  }
}

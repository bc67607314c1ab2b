import { db } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { fromEnum } from "./events";

// The visits of one share, for the owner's Share tab history (workspace spec §7): one visit per
// loaded-share-page row (its visitId groups what the page reported afterwards), newest first.

export const MAX_VISITS = 200;

export interface ShareVisit {
  visitId: string;
  recipient: string;
  openedAt: string;
  durationMs: number | null;
  events: { name: string; at: string }[];
}

/** Two queries whatever the number of visits: the visits, then every event of those visits. */
export async function listVisits(documentId: string, snapshotId: string): Promise<{ visits: ShareVisit[] }> {
  const share = await db.snapshot.findFirst({ where: { id: snapshotId, documentId }, select: { id: true } });
  if (!share) throw notFound();
  const opened = await db.shareViewEvent.findMany({
    where: { snapshotId, name: "loaded_share_page" },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: MAX_VISITS,
    select: { visitId: true, recipientKey: true, createdAt: true, durationMs: true },
  });
  if (!opened.length) return { visits: [] };
  const events = await db.shareViewEvent.findMany({
    where: { snapshotId, visitId: { in: opened.map((visit) => visit.visitId) } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { visitId: true, name: true, createdAt: true },
  });
  const byVisit = new Map<string, { name: string; at: string }[]>();
  for (const event of events) {
    const list = byVisit.get(event.visitId) ?? [];
    list.push({ name: fromEnum(event.name), at: event.createdAt.toISOString() });
    byVisit.set(event.visitId, list);
  }
  return {
    visits: opened.map((visit) => ({
      visitId: visit.visitId,
      recipient: visit.recipientKey,
      openedAt: visit.createdAt.toISOString(),
      durationMs: visit.durationMs,
      events: byVisit.get(visit.visitId) ?? [],
    })),
  };
}

import { db } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { fromEnum } from "./events";
import { readFrozen } from "./frozen";
import { shareSections, type ShareSection } from "./section-catalog";
import { readSectionTimes, type SectionTimes } from "./visit-sections";

// The visits of one share, for the owner's Share tab history (workspace spec §7): one visit per
// loaded-share-page row (its visitId groups what the page reported afterwards), newest first, with
// the time it spent on each section; and the share's sections with their totals over every visit.

export const MAX_VISITS = 200;

export interface ShareVisit {
  visitId: string;
  recipient: string;
  openedAt: string;
  durationMs: number | null;
  events: { name: string; at: string }[];
  /** Top-level block id → milliseconds read during this visit (only blocks read at all). */
  sectionMs: SectionTimes;
  /** The block read last, if the visit read any. */
  lastSection: string | null;
}

export interface VisitSection extends ShareSection {
  /** Milliseconds read over all the share's visits. */
  totalMs: number;
}

export interface VisitList {
  visits: ShareVisit[];
  /** The share's sections in reading order. */
  sections: VisitSection[];
  /** The visible time of all the share's visits together (what the totals are a share of). */
  totalDurationMs: number;
}

/**
 * Every visit's section times added up in the database (one row per block, however many visits).
 * Read as tolerantly as readSectionTimes: a value that is not a whole number counts as 0, never an error.
 */
async function sectionTotals(snapshotId: string): Promise<Map<string, number>> {
  const rows = await db.$queryRaw<{ blockId: string; ms: bigint }[]>`
    SELECT s.key AS "blockId", SUM(CASE WHEN s.value ~ '^[0-9]{1,12}$' THEN s.value::bigint ELSE 0 END) AS ms
    FROM "share_view_events" e, jsonb_each_text(CASE WHEN jsonb_typeof(e."sectionMs") = 'object' THEN e."sectionMs" ELSE '{}'::jsonb END) s
    WHERE e."snapshotId" = ${snapshotId} AND e."name" = 'loaded-share-page' AND e."sectionMs" IS NOT NULL
    GROUP BY s.key`;
  return new Map(rows.map((row) => [row.blockId, Number(row.ms)]));
}

async function visitEvents(snapshotId: string, visitIds: string[]): Promise<Map<string, { name: string; at: string }[]>> {
  const events = await db.shareViewEvent.findMany({
    where: { snapshotId, visitId: { in: visitIds } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { visitId: true, name: true, createdAt: true },
  });
  const byVisit = new Map<string, { name: string; at: string }[]>();
  for (const event of events) {
    const list = byVisit.get(event.visitId) ?? [];
    list.push({ name: fromEnum(event.name), at: event.createdAt.toISOString() });
    byVisit.set(event.visitId, list);
  }
  return byVisit;
}

/** Five queries whatever the number of visits: the share, its visits, their events, the totals. */
export async function listVisits(documentId: string, snapshotId: string): Promise<VisitList> {
  const share = await db.snapshot.findFirst({ where: { id: snapshotId, documentId }, select: { id: true, frozen: true } });
  if (!share) throw notFound();
  const opened = await db.shareViewEvent.findMany({
    where: { snapshotId, name: "loaded_share_page" },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: MAX_VISITS,
    select: { visitId: true, recipientKey: true, createdAt: true, durationMs: true, sectionMs: true, lastSectionId: true },
  });
  const [byVisit, totals, duration] = await Promise.all([
    opened.length ? visitEvents(snapshotId, opened.map((visit) => visit.visitId)) : new Map<string, { name: string; at: string }[]>(),
    sectionTotals(snapshotId),
    db.shareViewEvent.aggregate({ where: { snapshotId, name: "loaded_share_page" }, _sum: { durationMs: true } }),
  ]);
  return {
    visits: opened.map((visit) => ({
      visitId: visit.visitId,
      recipient: visit.recipientKey,
      openedAt: visit.createdAt.toISOString(),
      durationMs: visit.durationMs,
      events: byVisit.get(visit.visitId) ?? [],
      sectionMs: readSectionTimes(visit.sectionMs),
      lastSection: visit.lastSectionId,
    })),
    sections: shareSections(readFrozen(share.frozen)).map((section) => ({ ...section, totalMs: totals.get(section.id) ?? 0 })),
    totalDurationMs: duration._sum.durationMs ?? 0,
  };
}

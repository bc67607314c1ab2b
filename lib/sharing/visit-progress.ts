import { db } from "@/lib/db/client";
import { mergeVisitProgress, type ProgressReport } from "./visit-sections";

// A visit's duration and section times, on the visit's own loaded-share-page row (one row per visit,
// whatever the number of reports). Read, merged and written under a row lock, so two reports of the
// same visit arriving together (the page hidden, then closed) cannot overwrite each other's sections.

interface LockedRow {
  id: string;
  durationMs: number | null;
  sectionMs: unknown;
  lastSectionId: string | null;
}

/** A visit nobody opened (no row: a link preview, the planner's own team) records nothing. */
export async function recordVisitProgress(visit: { snapshotId: string; recipient: string; visitId: string }, report: ProgressReport): Promise<void> {
  await db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<LockedRow[]>`
      SELECT "id", "durationMs", "sectionMs", "lastSectionId" FROM "share_view_events"
      WHERE "snapshotId" = ${visit.snapshotId} AND "recipientKey" = ${visit.recipient} AND "visitId" = ${visit.visitId}
        AND "name" = 'loaded-share-page'
      FOR UPDATE`;
    for (const row of rows) {
      const merged = mergeVisitProgress(row, report);
      await tx.shareViewEvent.update({
        where: { id: row.id },
        data: { durationMs: merged.durationMs, lastSectionId: merged.lastSectionId, ...(merged.sectionMs ? { sectionMs: merged.sectionMs } : {}) },
      });
    }
  });
}

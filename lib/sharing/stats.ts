import { db } from "@/lib/db/client";

// How often and how long each share was looked at (workspace spec §7 view events): one visit is one
// loaded-share-page row; its durationMs is set later by the page's visit-duration report.

export interface ShareStats {
  opens: number;
  lastOpenedAt: string | null;
  totalDurationMs: number;
}

export const NO_STATS: ShareStats = { opens: 0, lastOpenedAt: null, totalDurationMs: 0 };

/** Stats of several shares with one grouped query over share_view_events. */
export async function shareStats(snapshotIds: string[]): Promise<Map<string, ShareStats>> {
  if (!snapshotIds.length) return new Map();
  const groups = await db.shareViewEvent.groupBy({
    by: ["snapshotId"],
    where: { snapshotId: { in: snapshotIds }, name: "loaded_share_page" },
    _count: { _all: true },
    _max: { createdAt: true },
    _sum: { durationMs: true },
  });
  return new Map(
    groups.map((group) => [
      group.snapshotId,
      { opens: group._count._all, lastOpenedAt: group._max.createdAt?.toISOString() ?? null, totalDurationMs: group._sum.durationMs ?? 0 },
    ]),
  );
}

import { db } from "@/lib/db/client";
import type { KpiPeriod } from "./schemas";

// Key figures (issue 12): sign-ups and shares per day, week (from Monday) or month, in UTC, the
// newest bucket last and the current one included. Each figure is one grouped query (date_trunc);
// buckets with nothing in them are filled with 0 here.

/** The start of the bucket holding `date` (UTC; weeks start on Monday, as date_trunc's do). */
export function bucketStart(date: Date, period: KpiPeriod): Date {
  const start = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), period === "month" ? 1 : date.getUTCDate()));
  if (period === "week") start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7));
  return start;
}

/** The start of the bucket `steps` before the one starting at `start`. */
function stepBack(start: Date, period: KpiPeriod, steps: number): Date {
  const back = new Date(start);
  if (period === "month") back.setUTCMonth(back.getUTCMonth() - steps);
  else back.setUTCDate(back.getUTCDate() - steps * (period === "week" ? 7 : 1));
  return back;
}

type Counts = Map<number, number>;

// Timestamps are stored without a time zone, in UTC; date_trunc on them is UTC too. `period` is one
// of KPI_PERIODS (validated), sent as a parameter all the same.
async function signupsPer(period: KpiPeriod, from: Date): Promise<Counts> {
  const rows = await db.$queryRaw<{ start: Date; count: bigint }[]>`
    SELECT date_trunc(${period}, "createdAt") AS "start", count(*) AS "count" FROM "users" WHERE "createdAt" >= ${from} GROUP BY 1`;
  return new Map(rows.map((row) => [row.start.getTime(), Number(row.count)]));
}

async function sharesPer(period: KpiPeriod, from: Date): Promise<Counts> {
  const rows = await db.$queryRaw<{ start: Date; count: bigint }[]>`
    SELECT date_trunc(${period}, "createdAt") AS "start", count(*) AS "count" FROM "snapshots" WHERE "createdAt" >= ${from} GROUP BY 1`;
  return new Map(rows.map((row) => [row.start.getTime(), Number(row.count)]));
}

export async function keyFigures(period: KpiPeriod, count: number, now = new Date()) {
  const current = bucketStart(now, period);
  const starts = Array.from({ length: count }, (_, index) => stepBack(current, period, count - 1 - index));
  const [signups, shares] = await Promise.all([signupsPer(period, starts[0]), sharesPer(period, starts[0])]);
  return {
    period,
    buckets: starts.map((start) => ({ start: start.toISOString(), signups: signups.get(start.getTime()) ?? 0, shares: shares.get(start.getTime()) ?? 0 })),
  };
}

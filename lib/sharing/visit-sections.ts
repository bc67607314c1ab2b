// Section analytics of a visit (how long each top-level block of the shared document was read),
// pure so the merge rules are tested on their own. The share view's script sends cumulative totals
// for the whole visit with each visit-duration report (lib/share/client/lib/section-clock.ts): the
// server keeps, per block, the largest value it has seen, so a lost report loses nothing (the next
// one carries it) and a repeated or late one counts nothing twice.

/** Block id → milliseconds read. */
export type SectionTimes = Record<string, number>;

export interface VisitProgress {
  durationMs: number | null;
  sectionMs: SectionTimes | null;
  lastSectionId: string | null;
}

/** The row as stored: its JSON column read tolerantly (readSectionTimes). */
export type StoredProgress = Omit<VisitProgress, "sectionMs"> & { sectionMs: unknown };

export interface ProgressReport {
  durationMs: number;
  sections?: SectionTimes | undefined;
  lastSection?: string | undefined;
}

/** A stored JSON value read tolerantly: anything but a map of non-negative numbers is left out. */
export function readSectionTimes(json: unknown): SectionTimes {
  if (!json || typeof json !== "object" || Array.isArray(json)) return {};
  const times: SectionTimes = {};
  for (const [id, value] of Object.entries(json)) {
    if (typeof value === "number" && Number.isFinite(value) && value > 0) times[id] = Math.round(value);
  }
  return times;
}

/** Per block, the larger of the two cumulative values. */
export function mergeSectionTimes(stored: SectionTimes, sent: SectionTimes): SectionTimes {
  const merged: SectionTimes = { ...stored };
  for (const [id, ms] of Object.entries(sent)) merged[id] = Math.max(merged[id] ?? 0, ms);
  return merged;
}

/**
 * No section longer than the visit, and all of them together no longer either: the page counts one
 * section at a time, so an honest report never needs this; a forged or skewed one is scaled down.
 */
export function capSectionTimes(times: SectionTimes, durationMs: number): SectionTimes {
  const capped = Object.entries(times).map(([id, ms]) => [id, Math.min(ms, durationMs)] as const);
  const sum = capped.reduce((total, [, ms]) => total + ms, 0);
  const scale = sum > durationMs ? durationMs / sum : 1;
  const out: SectionTimes = {};
  for (const [id, ms] of capped) {
    const value = Math.floor(ms * scale);
    if (value > 0) out[id] = value;
  }
  return out;
}

/**
 * The visit after one more report. The longest duration wins; the last section is the one of the
 * newest report (the one with the longest duration so far), so a late, older report cannot move it back.
 */
export function mergeVisitProgress(stored: StoredProgress, report: ProgressReport): VisitProgress {
  const storedDuration = stored.durationMs ?? 0;
  const durationMs = Math.max(storedDuration, report.durationMs);
  const newest = report.durationMs >= storedDuration;
  const merged = mergeSectionTimes(readSectionTimes(stored.sectionMs), report.sections ?? {});
  const sectionMs = capSectionTimes(merged, durationMs);
  const last = (newest && report.lastSection) || stored.lastSectionId || report.lastSection || null;
  return { durationMs, sectionMs: Object.keys(sectionMs).length ? sectionMs : null, lastSectionId: last };
}

/** The ids a report names that are not top-level blocks of the share (the report is refused). */
export function foreignSectionIds(report: { sections?: SectionTimes | undefined; lastSection?: string | undefined }, known: ReadonlySet<string>): string[] {
  const named = [...Object.keys(report.sections ?? {}), ...(report.lastSection ? [report.lastSection] : [])];
  return named.filter((id) => !known.has(id));
}

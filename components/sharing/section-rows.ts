import type { ShareVisit, VisitSection } from "./types";

// The owner's section bars as plain rows (pure, so the shares and the order are tested without a
// screen): the share's sections in reading order, each with its time and its part of a whole.

export interface SectionRow {
  id: string;
  type: string;
  title: string;
  ms: number;
  /** Part of the whole (the visit's time, or all visits' time), 0 to 1. */
  share: number;
  /** The section the visit read last. */
  last: boolean;
}

const part = (ms: number, whole: number) => (whole > 0 ? Math.min(1, ms / whole) : 0);

/** One visit: the sections it read, in reading order, as parts of the visit's time. */
export function visitSectionRows(sections: readonly VisitSection[], visit: Pick<ShareVisit, "sectionMs" | "lastSection" | "durationMs">): SectionRow[] {
  const whole = visit.durationMs ?? 0;
  return sections
    .filter((section) => (visit.sectionMs[section.id] ?? 0) > 0)
    .map((section) => {
      const ms = visit.sectionMs[section.id] ?? 0;
      return { id: section.id, type: section.type, title: section.title, ms, share: part(ms, whole), last: section.id === visit.lastSection };
    });
}

/** All visits: every section (unread ones too: the owner wants to see those), as parts of all visits' time. */
export function totalSectionRows(sections: readonly VisitSection[], totalDurationMs: number): SectionRow[] {
  return sections.map((section) => ({ id: section.id, type: section.type, title: section.title, ms: section.totalMs, share: part(section.totalMs, totalDurationMs), last: false }));
}

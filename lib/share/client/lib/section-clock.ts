// How long each section (top-level block) of the document was read during a visit: the time the
// page was visible, shared among the sections on screen (section-focus.ts: the shares add up to one,
// so the sections never add up to more than the visit's visible time). Totals are cumulative for the
// visit: they start from what earlier pages of the same visit kept (a reload), and every report
// sends them whole, so the server keeps the largest and a lost or repeated report changes nothing.

import type { SectionShares } from "./section-focus";

export type SectionTimes = Record<string, number>;

export interface SectionClock {
  /** The sections now on screen and their parts (none: {}). */
  view: (shares: SectionShares) => void;
  /** The page became visible or hidden. */
  visible: (isVisible: boolean) => void;
  /** Whole milliseconds per section so far (rounded down, so they never exceed the visit's total). */
  totals: () => SectionTimes;
  /** The section that filled most of the screen last, while the page was visible. */
  last: () => string | undefined;
}

export function sectionClock(now: () => number, startVisible: boolean, kept: SectionTimes = {}, keptLast?: string): SectionClock {
  const times: SectionTimes = { ...kept };
  let shares: SectionShares = {};
  let shown = startVisible;
  let since = now();
  let last = keptLast;
  // Adds the time since the last change to the sections on screen, if the page was visible meanwhile.
  const settle = () => {
    const at = now();
    if (shown) for (const [id, share] of Object.entries(shares)) times[id] = (times[id] ?? 0) + (at - since) * share;
    since = at;
  };
  const mark = () => {
    let most = 0;
    for (const [id, share] of Object.entries(shares)) {
      if (share > most) {
        most = share;
        last = id;
      }
    }
  };
  return {
    view(next) {
      settle();
      shares = next;
      if (shown) mark();
    },
    visible(isVisible) {
      settle();
      shown = isVisible;
      if (isVisible) mark();
    },
    totals() {
      settle();
      const out: SectionTimes = {};
      for (const [id, ms] of Object.entries(times)) if (ms >= 1) out[id] = Math.floor(ms);
      return out;
    },
    last: () => last,
  };
}

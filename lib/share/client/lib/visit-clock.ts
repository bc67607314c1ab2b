// How long a visitor actually looked at the share: visible time only (a tab in the background does
// not count). The page reports the running total each time it is hidden or left; the server keeps
// the largest, so repeated reports never add up twice.

export interface VisitClock {
  /** The page became visible or hidden (visibilitychange, pagehide). */
  visible: (isVisible: boolean) => void;
  /** Visible milliseconds so far. */
  total: () => number;
}

export function visitClock(now: () => number, startVisible: boolean): VisitClock {
  let total = 0;
  let since: number | null = startVisible ? now() : null;
  return {
    visible(isVisible) {
      if (isVisible && since === null) since = now();
      else if (!isVisible && since !== null) {
        total += now() - since;
        since = null;
      }
    },
    total: () => total + (since === null ? 0 : now() - since),
  };
}

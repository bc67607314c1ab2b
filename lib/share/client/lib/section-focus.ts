// Which sections (top-level blocks of the document) the reader has on screen, for the section times
// (section-clock.ts). A block counts while at least half of it is on screen (a heading, a photo), or,
// when it is too tall for that to happen on a phone (a long text, a price table), while it covers at
// least half of the screen; a block only peeking in at an edge does not. The blocks that count share
// the moment by how much of the screen each fills: the shares add up to one, so the sections never
// add up to more than the visit's time, and a price table beside a long text gets its part of the
// time rather than none (reading a phone screen, the eye is on what fills it).

export interface BlockSpan {
  id: string;
  /** Top and bottom edges relative to the viewport (getBoundingClientRect). */
  top: number;
  bottom: number;
}

/** Block id → its part of this moment (0 to 1; together 1, or nothing when no block counts). */
export type SectionShares = Record<string, number>;

export function sectionShares(spans: Iterable<BlockSpan>, viewportHeight: number): SectionShares {
  const counted: [string, number][] = [];
  let total = 0;
  for (const { id, top, bottom } of spans) {
    const onScreen = Math.min(bottom, viewportHeight) - Math.max(top, 0);
    if (onScreen > 0 && (onScreen * 2 >= bottom - top || onScreen * 2 >= viewportHeight)) {
      counted.push([id, onScreen]);
      total += onScreen;
    }
  }
  const shares: SectionShares = {};
  for (const [id, onScreen] of counted) shares[id] = onScreen / total;
  return shares;
}

/**
 * Tells `onChange` the sections' shares whenever they may have changed. An IntersectionObserver
 * keeps the (few) blocks near the screen; only those are measured, once a frame at most.
 */
export function watchSections(blocks: HTMLElement[], onChange: (shares: SectionShares) => void): void {
  if (typeof IntersectionObserver === "undefined" || !blocks.length) return;
  const near = new Set<HTMLElement>();
  let queued = false;
  const measure = () => {
    queued = false;
    const spans = [...near].map((block) => {
      const { top, bottom } = block.getBoundingClientRect();
      return { id: block.dataset.blockId ?? "", top, bottom };
    });
    onChange(sectionShares(spans, innerHeight));
  };
  const schedule = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(measure);
  };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const block = entry.target as HTMLElement;
        if (entry.isIntersecting) near.add(block);
        else near.delete(block);
      }
      schedule();
    },
    // Half-way marks too: images that load above move blocks without a scroll.
    { threshold: [0, 0.5, 1] },
  );
  for (const block of blocks) observer.observe(block);
  addEventListener("scroll", schedule, { passive: true });
  addEventListener("resize", schedule);
}

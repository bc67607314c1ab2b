"use client";

const ANNOUNCER = "[data-block-announcer]";
/** Emptied first and filled a moment later: the same words twice in a row ("Paragraph moved up") are read again. */
const REFILL_MS = 60;

/**
 * The editor page's polite live region: screen readers read what just happened to a block ("Heading
 * added"). Written through the DOM by announceOnCanvas, so announcing re-renders nothing.
 */
export function BlockAnnouncer() {
  return <p data-block-announcer="" role="status" aria-live="polite" aria-atomic="true" className="sr-only" />;
}

export function announceOnCanvas(root: ParentNode, text: string) {
  const region = root.querySelector(ANNOUNCER);
  if (!region) return;
  region.textContent = "";
  setTimeout(() => {
    region.textContent = text;
  }, REFILL_MS);
}

// Islands of read-only blocks (the carousel, the floor plan, the map) load their library only when the reader
// gets near them, so a long document does not download and start every one at once. Browser only:
// call it from an effect.

/** How far ahead of the screen an island starts loading (a fast scroll should not find it bare). */
const AHEAD = "400px 200px";

/**
 * Calls `onNear` once, when `element` comes within AHEAD of the viewport (at once where the browser
 * has no IntersectionObserver). Answers the cleanup, which also cancels a call not made yet.
 */
export function whenNearViewport(element: Element, onNear: () => void): () => void {
  if (typeof IntersectionObserver === "undefined") {
    onNear();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: AHEAD },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

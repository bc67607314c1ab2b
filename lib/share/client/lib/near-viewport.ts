// Calls `onNear` once, when `element` comes within 400 px of the screen (at once without
// IntersectionObserver): islands load and start their library only for blocks the reader reaches.
// The same rule as the editor's islands (lib/blocks/islands/near-viewport.ts).

export function whenNear(element: Element, onNear: () => void): void {
  if (typeof IntersectionObserver === "undefined") return onNear();
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: "400px 200px" },
  );
  observer.observe(element);
}

export const reducedMotion = () => matchMedia("(prefers-reduced-motion: reduce)").matches;

/** Runs `start` once the DOM is parsed (scripts are deferred, but be safe when loaded otherwise). */
export function onReady(start: () => void): void {
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start, { once: true });
  else start();
}

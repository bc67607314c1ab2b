// The map pin, drawn the same on the static card (React) and as the map's marker (an HTML string
// for Leaflet): one path, so the two never drift apart. Decorative: the text next to it names the place.

export const PIN_PATH = "M16 1.5C8.5 1.5 2.5 7.5 2.5 15c0 10 13.5 23.5 13.5 23.5S29.5 25 29.5 15C29.5 7.5 23.5 1.5 16 1.5z";

/** The marker's SVG markup (a constant: no user text ever goes in it). */
export const PIN_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 40" width="32" height="40" aria-hidden="true" focusable="false"><path d="${PIN_PATH}" fill="currentColor" stroke="#fff" stroke-width="2"/><circle cx="16" cy="15" r="5" fill="#fff"/></svg>`;

export function PinGlyph({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 40" aria-hidden="true" focusable="false" className={className}>
      <path d={PIN_PATH} fill="currentColor" />
      <circle cx="16" cy="15" r="5" fill="#fff" />
    </svg>
  );
}

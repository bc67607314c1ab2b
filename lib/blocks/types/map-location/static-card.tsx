import { PinGlyph } from "./pin-glyph";
import { placeCoordinates, placeLink, placeName, type MapPlace } from "./place";

// What every reader gets first, and keeps when the map cannot load (offline, tiles blocked): the
// address with a pin, the coordinates, and a link to the place on openstreetmap.org. No hooks: the
// share view renders it to plain HTML. The link text is the address itself, which needs no translation.

export function StaticMapCard({ place }: { place: MapPlace }) {
  const coordinates = placeCoordinates(place);
  const hasAddress = place.address.trim() !== "";
  return (
    <div className="absolute inset-0 flex flex-col items-center justify-center gap-1.5 overflow-hidden bg-ink-50 p-6 text-center">
      <PinGlyph className="mb-1 h-10 w-8 shrink-0 text-accent-600" />
      <a
        href={placeLink(place)}
        target="_blank"
        rel="noopener noreferrer"
        className="line-clamp-4 max-w-full text-base font-medium break-words text-ink-900 underline decoration-ink-300 underline-offset-4 hover:decoration-ink-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
      >
        {placeName(place)}
      </a>
      {hasAddress && <p className="text-xs text-ink-600 tabular-nums">{coordinates}</p>}
    </div>
  );
}

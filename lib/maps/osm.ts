// OpenStreetMap: where map tiles come from, the attribution its tile usage policy requires, and a
// link that opens a place on openstreetmap.org. Pure constants and functions (server and browser).

/** The standard tile layer. Its policy: visible attribution, a referrer, no bulk downloading. */
export const OSM_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";

/** Leaflet's attribution control shows this (a fixed string: no user text goes in it). */
export const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">OpenStreetMap</a> contributors';

/** The standard tiles exist up to zoom 19; the map may zoom to 20, where tiles of 19 are upsampled. */
export const OSM_MAX_NATIVE_ZOOM = 19;

/** openstreetmap.org's own map stops at this zoom. */
const WEBSITE_MAX_ZOOM = 19;

/**
 * The place on openstreetmap.org: centred at lat/lng and zoom, with a marker when a pin was placed.
 * Built from numbers only, so nothing typed by a user ends up in the address.
 */
export function openStreetMapUrl({ lat, lng, zoom, pinned }: { lat: number; lng: number; zoom: number; pinned: boolean }): string {
  const z = Math.max(1, Math.min(WEBSITE_MAX_ZOOM, Math.round(zoom)));
  const la = Number(lat.toFixed(6));
  const ln = Number(lng.toFixed(6));
  const marker = pinned ? `?mlat=${la}&mlon=${ln}` : "";
  return `https://www.openstreetmap.org/${marker}#map=${z}/${la}/${ln}`;
}

// Editor zoom (workspace spec §2): each step in multiplies by 1.2 and each step out by 0.8, and the
// zoom stays between 1 (the page at its own size) and 1.75. Rounded to 3 decimals so repeated steps
// do not drift into values like 1.4399999999999997 that would never compare equal to a bound.

export const ZOOM_MIN = 1;
export const ZOOM_MAX = 1.75;
export const ZOOM_IN_FACTOR = 1.2;
export const ZOOM_OUT_FACTOR = 0.8;

const round = (value: number) => Math.round(value * 1000) / 1000;

/** Keeps a zoom inside 1..1.75 (anything not a finite number is treated as 1). */
export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return ZOOM_MIN;
  return round(Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, zoom)));
}

export const zoomIn = (zoom: number): number => clampZoom(zoom * ZOOM_IN_FACTOR);

export const zoomOut = (zoom: number): number => clampZoom(zoom * ZOOM_OUT_FACTOR);

export const canZoomIn = (zoom: number): boolean => clampZoom(zoom) < ZOOM_MAX;

export const canZoomOut = (zoom: number): boolean => clampZoom(zoom) > ZOOM_MIN;

/**
 * The scale the page is drawn at: the zoom multiplies `fit`, the scale at which the whole page width
 * fits the canvas (at most 1). This is what the toolbar shows. Rounded down to 3 decimals, so the
 * page never grows a fraction of a pixel past the room it was fitted to (the canvas would scroll).
 */
export const pageScale = (fit: number, zoom: number): number => Math.floor(fit * clampZoom(zoom) * 1000 + 1e-6) / 1000;

/**
 * The zoom that draws the page at its real size (100%), or null when there is none to offer: the
 * page fits at its real size already, or its real size is past the largest zoom.
 */
export function actualSizeZoom(fit: number): number | null {
  if (!(fit > 0) || fit >= 1) return null;
  // Rounded up: the page then reaches 100% rather than stopping at 99.9%.
  const zoom = Math.ceil((1 / fit) * 1000 - 1e-6) / 1000;
  return zoom <= ZOOM_MAX ? zoom : null;
}

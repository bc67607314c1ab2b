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

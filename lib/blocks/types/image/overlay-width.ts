// The overlay width's step rules (workspace spec §5): 5 to 90 percent, in steps of 10 from 30 up,
// of 5 from 20 to 30 and of 2.5 below 20. The grids nest (20 and 30 lie on every finer grid), so
// snapping a value always lands on a point of its own region's grid.

export const OVERLAY_WIDTH = { min: 5, max: 90, fallback: 90 } as const;

/** The step that applies at a width. */
export const overlayWidthStep = (width: number) => (width >= 30 ? 10 : width >= 20 ? 5 : 2.5);

const clamp = (value: number) => Math.min(OVERLAY_WIDTH.max, Math.max(OVERLAY_WIDTH.min, value));

/** The width clamped to 5-90 and rounded to the nearest point of its step grid (93→90, 27→25, 18.7→17.5, 3→5). */
export function snapOverlayWidth(width: number): number {
  const clamped = clamp(width);
  const step = overlayWidthStep(clamped);
  return clamp(Math.round(clamped / step) * step);
}

/** The "+" button: one step of the current region up (25→30, 30→40). */
export const overlayWidthUp = (width: number) => snapOverlayWidth(snapOverlayWidth(width) + overlayWidthStep(snapOverlayWidth(width)));

/** The "−" button: one step of the region just below (30→25, 20→17.5, 40→30). */
export function overlayWidthDown(width: number): number {
  const current = snapOverlayWidth(width);
  const stepBelow = current > 30 ? 10 : current > 20 ? 5 : 2.5;
  return snapOverlayWidth(current - stepBelow);
}

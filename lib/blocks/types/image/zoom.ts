// Image zoom in the editor preview (workspace spec §2): each click scales by 1.25, and the sixth
// click goes back to the original size (1, 1.25, 1.56, 1.95, 2.44, 3.05, then 1 again).

export const IMAGE_ZOOM_FACTOR = 1.25;
export const IMAGE_ZOOM_CLICKS = 6;

/** The click count after one more click (0 after the sixth). */
export const nextZoomClicks = (clicks: number) => (clicks + 1) % IMAGE_ZOOM_CLICKS;

/** The scale after `clicks` clicks since the last reset. */
export const zoomScale = (clicks: number) => IMAGE_ZOOM_FACTOR ** (clicks % IMAGE_ZOOM_CLICKS);

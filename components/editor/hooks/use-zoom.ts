"use client";

import { useCallback, useState } from "react";
import { canZoomIn, canZoomOut, clampZoom, ZOOM_MIN, zoomIn, zoomOut } from "@/lib/editor/zoom";

/**
 * The page zoom of the editor: steps of x1.2 in and x0.8 out, between 1 and 1.75, over the scale
 * at which the page fits the canvas (lib/editor/zoom.ts pageScale). 1 is "fit".
 */
export function useZoom(initial: number = ZOOM_MIN) {
  const [zoom, setZoom] = useState(() => clampZoom(initial));
  return {
    zoom,
    zoomIn: useCallback(() => setZoom(zoomIn), []),
    zoomOut: useCallback(() => setZoom(zoomOut), []),
    reset: useCallback(() => setZoom(ZOOM_MIN), []),
    /** Jumps to a zoom (kept within the bounds), e.g. the one that shows the page at its real size. */
    set: useCallback((value: number) => setZoom(clampZoom(value)), []),
    canZoomIn: canZoomIn(zoom),
    canZoomOut: canZoomOut(zoom),
  };
}

export type EditorZoom = ReturnType<typeof useZoom>;

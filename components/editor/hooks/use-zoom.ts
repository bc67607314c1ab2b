"use client";

import { useCallback, useState } from "react";
import { canZoomIn, canZoomOut, clampZoom, ZOOM_MIN, zoomIn, zoomOut } from "@/lib/editor/zoom";

/** The page zoom of the editor: steps of x1.2 in and x0.8 out, between 1 and 1.75. */
export function useZoom(initial: number = ZOOM_MIN) {
  const [zoom, setZoom] = useState(() => clampZoom(initial));
  return {
    zoom,
    zoomIn: useCallback(() => setZoom(zoomIn), []),
    zoomOut: useCallback(() => setZoom(zoomOut), []),
    reset: useCallback(() => setZoom(ZOOM_MIN), []),
    canZoomIn: canZoomIn(zoom),
    canZoomOut: canZoomOut(zoom),
  };
}

export type EditorZoom = ReturnType<typeof useZoom>;

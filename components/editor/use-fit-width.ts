"use client";

import { useEffect, useState, type RefObject } from "react";
import { PAGE_WIDTH_PX } from "@/lib/blocks/constants";

/**
 * The scale at which the 940 px page fits the width the canvas has (at most 1, the page's real
 * size), rounded down to 3 decimals so the page never overflows by a fraction of a pixel. The zoom
 * multiplies it (lib/editor/zoom.ts pageScale). `gutter` is the canvas's own horizontal padding.
 */
export function useFitWidth(ref: RefObject<HTMLElement | null>, gutter = 16): number {
  const [fit, setFit] = useState(1);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setFit(Math.min(1, Math.max(0.3, Math.floor(((element.clientWidth - gutter) / PAGE_WIDTH_PX) * 1000) / 1000)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, gutter]);
  return fit;
}

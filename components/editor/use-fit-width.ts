"use client";

import { useEffect, useState, type RefObject } from "react";
import { PAGE_WIDTH_PX } from "@/lib/blocks/constants";

/**
 * The scale at which the 940 px page fits the space the canvas has (at most 1): the zoom buttons
 * multiply it, so "100%" always means "the whole page width is visible".
 */
export function useFitWidth(ref: RefObject<HTMLElement | null>, gutter = 32): number {
  const [fit, setFit] = useState(1);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setFit(Math.min(1, Math.max(0.3, (element.clientWidth - gutter) / PAGE_WIDTH_PX)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, gutter]);
  return fit;
}

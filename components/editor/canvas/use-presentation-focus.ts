"use client";

import { useEffect, useRef, type RefObject } from "react";

/**
 * Presenting with the keyboard: while the page is shown full screen, focus is on the page, so the
 * arrow, Page Up/Down and space keys scroll it (focus would otherwise stay behind, on the control
 * that started the presentation). Afterwards focus returns to where it was before.
 */
export function usePresentationFocus(pageRef: RefObject<HTMLElement | null>, presenting: boolean) {
  const before = useRef<HTMLElement | null>(null);

  // Where focus was last outside the presentation; read when the presentation ends.
  useEffect(() => {
    if (presenting) return;
    const remember = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement) before.current = event.target;
    };
    document.addEventListener("focusin", remember);
    return () => document.removeEventListener("focusin", remember);
  }, [presenting]);

  useEffect(() => {
    const page = pageRef.current;
    if (!presenting || !page) return;
    page.focus({ preventScroll: true });
    return () => {
      const active = document.activeElement;
      const lost = !active || active === document.body || page.contains(active);
      if (lost && before.current?.isConnected) before.current.focus({ preventScroll: true });
    };
  }, [pageRef, presenting]);
}

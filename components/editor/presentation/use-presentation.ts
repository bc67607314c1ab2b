"use client";

import { useCallback, useEffect, useState, type RefObject } from "react";
import { enterFullscreen, exitFullscreen, FULLSCREEN_EVENTS, fullscreenElement } from "./fullscreen";

/**
 * Presentation mode (workspace spec §2): the element goes full screen, and leaving full screen (Esc,
 * the browser's own controls) ends the presentation. Where the browser refuses full screen (iPhone)
 * the element covers the window instead and Escape ends it.
 */
export function usePresentation(elementRef: RefObject<HTMLElement | null>) {
  const [fullscreen, setFullscreen] = useState(false);
  const [covering, setCovering] = useState(false);

  useEffect(() => {
    const onChange = () => setFullscreen(fullscreenElement() !== null && fullscreenElement() === elementRef.current);
    for (const name of FULLSCREEN_EVENTS) document.addEventListener(name, onChange);
    return () => {
      for (const name of FULLSCREEN_EVENTS) document.removeEventListener(name, onChange);
    };
  }, [elementRef]);

  useEffect(() => {
    if (!covering) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") setCovering(false);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [covering]);

  const start = useCallback(() => {
    const element = elementRef.current;
    if (!element) return;
    enterFullscreen(element).catch(() => setCovering(true));
  }, [elementRef]);

  const stop = useCallback(() => {
    setCovering(false);
    exitFullscreen().catch(() => undefined);
  }, []);

  const active = fullscreen || covering;
  const toggle = useCallback(() => (active ? stop() : start()), [active, start, stop]);

  return { active, start, stop, toggle };
}

export type Presentation = ReturnType<typeof usePresentation>;

"use client";

import { useSyncExternalStore } from "react";
import { isSmallPortrait } from "@/lib/editor/small-screen";

function subscribe(onChange: () => void) {
  window.addEventListener("resize", onChange);
  window.addEventListener("orientationchange", onChange);
  return () => {
    window.removeEventListener("resize", onChange);
    window.removeEventListener("orientationchange", onChange);
  };
}

const currentScreen = () => isSmallPortrait(window.innerWidth, window.innerHeight);

/** True while the window is narrower than 750 px and upright (editing is blocked then). False on the server. */
export function useSmallPortrait(): boolean {
  return useSyncExternalStore(subscribe, currentScreen, () => false);
}

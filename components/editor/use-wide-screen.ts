"use client";

import { useSyncExternalStore } from "react";

const QUERY = "(min-width: 1680px)";

const subscribe = (onChange: () => void) => {
  const list = window.matchMedia(QUERY);
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
};

/** Is there room for the outline beside the page and the panel (1680 px and wider)? False on the server. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches, () => false);
}

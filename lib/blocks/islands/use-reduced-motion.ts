"use client";

import { useSyncExternalStore } from "react";

// Whether the reader asked the system for less motion (prefers-reduced-motion: reduce), kept current
// when the setting changes. Before hydration (and on the server) it answers true: nothing moves
// until the browser has said it may.

const QUERY = "(prefers-reduced-motion: reduce)";

function subscribe(onChange: () => void) {
  const query = window.matchMedia(QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** The setting now (browser only), for code that reads it once. */
export const prefersReducedMotion = () => window.matchMedia(QUERY).matches;

export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    prefersReducedMotion,
    () => true,
  );
}

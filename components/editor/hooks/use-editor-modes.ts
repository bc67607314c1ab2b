"use client";

import { useCallback, useSyncExternalStore } from "react";

// Experimental features (ctrl+alt+e) and debug output (ctrl+alt+d) are switches for the team and
// testers, kept in this browser's localStorage so they survive reloads. Every open tab follows a
// change (the storage event), and every component reading them re-renders (own listeners).

export type EditorMode = "experimental" | "debug";

const STORAGE_KEYS: Record<EditorMode, string> = {
  experimental: "eventdocs.editor.experimental",
  debug: "eventdocs.editor.debug",
};

const listeners = new Set<() => void>();

function read(mode: EditorMode): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEYS[mode]) === "1";
  } catch {
    return false; // storage unavailable (private mode): the modes stay off
  }
}

export function toggleEditorMode(mode: EditorMode): boolean {
  const next = !read(mode);
  try {
    if (next) window.localStorage.setItem(STORAGE_KEYS[mode], "1");
    else window.localStorage.removeItem(STORAGE_KEYS[mode]);
  } catch {
    return read(mode);
  }
  for (const listener of listeners) listener();
  return next;
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values(STORAGE_KEYS).includes(event.key)) onChange();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener("storage", onStorage);
  };
}

/** Whether experimental features and debug output are on (both off on the server). */
export function useEditorModes() {
  const experimental = useSyncExternalStore(subscribe, () => read("experimental"), () => false);
  const debug = useSyncExternalStore(subscribe, () => read("debug"), () => false);
  const toggle = useCallback((mode: EditorMode) => toggleEditorMode(mode), []);
  return { experimental, debug, toggle };
}

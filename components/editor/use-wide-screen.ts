"use client";

import { useCallback, useSyncExternalStore } from "react";

// The editor's widths at 1024 px and up: the shell's rail (3.5rem), the outline (14rem), the page
// (940 px and a 16 px gutter) and the right panel (19rem).

/** Room for the outline beside the page at its real size and the docked panel. */
const OUTLINE_ROOM_QUERY = "(min-width: 1540px)";

/**
 * Room for the docked panel while the page keeps at least 15/16 of its size (body text of 16 px
 * stays at 15 px or more); narrower screens get the panel over the page instead. The editor's
 * `min-[1260px]:` and `max-[1260px]:` classes are the same breakpoint.
 */
export const PANEL_DOCK_QUERY = "(min-width: 1260px)";

function useMediaQuery(query: string, onServer: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => onServer);
}

/** Is there room for the outline beside the page and the panel? False on the server. */
export const useWideScreen = (): boolean => useMediaQuery(OUTLINE_ROOM_QUERY, false);

/** Does the right panel sit beside the page (true) or over it (false)? True on the server, where most planners' screens are. */
export const usePanelDocks = (): boolean => useMediaQuery(PANEL_DOCK_QUERY, true);

"use client";

import { useCallback, useRef, useState } from "react";
import { apiFetch } from "@/lib/client/api";
import { usePanelDocks } from "./use-wide-screen";

/**
 * The right panel's state. Beside the page (wide screens) it is open or collapsed, and that choice
 * is kept on the account, so every device opens the editor the same way. Over the page (narrower
 * screens) it is a drawer that starts closed and is opened for a moment; that is not a choice to keep.
 */
export function useRightPanel(initiallyCollapsed: boolean) {
  const docked = usePanelDocks();
  const [collapsed, setCollapsed] = useState(initiallyCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const save = useLatestSave();

  const toggle = useCallback(() => {
    if (!docked) {
      setDrawerOpen((open) => !open);
      return;
    }
    const next = !collapsed;
    setCollapsed(next);
    save(next);
  }, [docked, collapsed, save]);

  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  return { docked, collapsed, drawerOpen, open: docked ? !collapsed : drawerOpen, toggle, closeDrawer };
}

export type RightPanelState = ReturnType<typeof useRightPanel>;

/**
 * Sends the newest value only, one request at a time, so quick toggles cannot land out of order.
 * A failure leaves the panel as the planner set it: the choice is simply not remembered.
 */
function useLatestSave() {
  const pending = useRef<boolean | null>(null);
  const sending = useRef(false);
  return useCallback((panelCollapsed: boolean) => {
    pending.current = panelCollapsed;
    if (sending.current) return;
    sending.current = true;
    void (async () => {
      while (pending.current !== null) {
        const value = pending.current;
        pending.current = null;
        await apiFetch("/api/account/editor-preferences", { method: "PUT", body: { panelCollapsed: value } }).catch(() => undefined);
      }
      sending.current = false;
    })();
  }, []);
}

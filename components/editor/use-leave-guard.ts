"use client";

import { useEffect } from "react";

/** Asks the browser to confirm leaving while anything is unsaved, saving or failed (workspace spec §2). */
export function useLeaveGuard(busy: boolean) {
  useEffect(() => {
    if (!busy) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ""; // older browsers need it set to show the prompt
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [busy]);
}

"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";

/**
 * Asks before leaving while anything is unsaved, saving, failed or in conflict (workspace spec §2):
 * the browser's own confirmation on reload, close or a typed address (beforeunload), and a
 * confirmation for links inside the app, which change the page without unloading it.
 */
export function useLeaveGuard(busy: boolean) {
  const t = useTranslations("editor");
  useEffect(() => {
    if (!busy) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ""; // older browsers need it set to show the prompt
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || link.target === "_blank" || link.hasAttribute("download")) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return;
      if (!window.confirm(t("leaveConfirm"))) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true); // before Next's Link handles it
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [busy, t]);
}

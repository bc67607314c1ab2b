"use client";

import { useEffect, useRef } from "react";

// How the deal panel is brought into view from elsewhere on the document page (the header's deal
// badge, a notification's link ending in #deal): a window event, and the address's hash on arrival.
// The panel lives in the editor's Share tab; revealing selects that tab through the WAI-ARIA relation
// its panel declares (aria-labelledby names the tab), so no component in between needs to know.

const SHOW_DEAL = "eventdocs:show-deal";
export const DEAL_HASH = "#deal";

/** Asks the document page's deal panel to show itself. */
export function requestDealPanel(): void {
  window.dispatchEvent(new Event(SHOW_DEAL));
}

/** Calls `onRequest` for every request, and once on arrival when the address ends in #deal. */
export function useDealPanelRequests(onRequest: () => void): void {
  const latest = useRef(onRequest);
  useEffect(() => {
    latest.current = onRequest;
  });
  useEffect(() => {
    const listener = () => latest.current();
    window.addEventListener(SHOW_DEAL, listener);
    if (window.location.hash === DEAL_HASH) listener();
    return () => window.removeEventListener(SHOW_DEAL, listener);
  }, []);
}

/** Selects the tab whose hidden panel holds `element` (a click on the tab, as the user would). */
export function revealTabPanelOf(element: HTMLElement): void {
  const panel = element.closest<HTMLElement>('[role="tabpanel"]');
  if (!panel?.hidden) return;
  const tabId = panel.getAttribute("aria-labelledby");
  const tab = tabId ? document.getElementById(tabId) : null;
  tab?.click();
}

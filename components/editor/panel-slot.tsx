"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from "react";
import { Button, CloseIcon, cx } from "@/components/ui";
import type { RightPanelState } from "./use-right-panel";

export interface PanelSlotProps {
  id: string;
  panel: RightPanelState;
  /** The toolbar's toggle: closing the drawer hands focus back to it. */
  toggleRef: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}

/**
 * Where the right panel sits. From 1260 px (use-wide-screen.ts PANEL_DOCK_QUERY) it is a column
 * beside the page, kept in view while the page scrolls, or hidden when collapsed. Below, it opens
 * over the page from the right: focus moves into it, and Escape or its close button closes it and
 * returns focus to the toggle. It does not trap focus: the page stays usable beside it. The panel
 * stays mounted while hidden, so a field being typed in keeps its text.
 */
export function PanelSlot({ id, panel, toggleRef, children }: PanelSlotProps) {
  const t = useTranslations("editor.toolbar");
  const ref = useRef<HTMLDivElement>(null);
  const drawer = !panel.docked && panel.drawerOpen;

  useEffect(() => {
    if (drawer) ref.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  }, [drawer]);

  const close = () => {
    panel.closeDrawer();
    toggleRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // A dialog opened from the panel closes on its own Escape.
    if (!drawer || event.key !== "Escape" || event.defaultPrevented || (event.target as Element).closest("dialog, [role='dialog']")) return;
    event.preventDefault();
    close();
  };

  return (
    <div
      id={id}
      ref={ref}
      onKeyDown={onKeyDown}
      className={cx(
        "flex min-w-0 flex-col bg-surface",
        panel.collapsed ? "min-[1260px]:hidden" : "min-[1260px]:sticky min-[1260px]:top-0 min-[1260px]:h-dvh min-[1260px]:border-l min-[1260px]:border-ink-200",
        panel.drawerOpen
          ? "max-[1260px]:fixed max-[1260px]:inset-y-0 max-[1260px]:right-0 max-[1260px]:z-40 max-[1260px]:w-[min(20rem,calc(100vw-2rem))] max-[1260px]:border-l max-[1260px]:border-ink-200 max-[1260px]:shadow-xl"
          : "max-[1260px]:hidden",
      )}
    >
      {!panel.docked && (
        <div className="flex justify-end border-b border-ink-100 px-2 py-1">
          <Button variant="ghost" size="sm" aria-label={t("panelHide")} title={t("panelHide")} onClick={close} className="px-2">
            <CloseIcon className="size-4" />
          </Button>
        </div>
      )}
      {children}
    </div>
  );
}

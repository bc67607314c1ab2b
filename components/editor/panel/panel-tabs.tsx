"use client";

import { useRef, type KeyboardEvent } from "react";
import { cx } from "@/components/ui";

export interface PanelTab<Id extends string> {
  id: Id;
  label: string;
  /** A small dot after the label: something is saving, or something failed. */
  indicator?: "busy" | "error" | null;
  /** Read with the label by screen readers (what the dot means). */
  indicatorLabel?: string;
}

export const tabId = (base: string, id: string) => `${base}-tab-${id}`;
export const tabPanelId = (base: string, id: string) => `${base}-panel-${id}`;

export interface PanelTabsProps<Id extends string> {
  /** Accessible name of the tab list. */
  label: string;
  /** Prefix of the tab and panel element ids (useId()). */
  idBase: string;
  tabs: PanelTab<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
}

/**
 * The WAI-ARIA tabs pattern: one tab stop, arrow keys move between tabs (wrapping), Home and End
 * jump to the ends, and moving selects (the panels are already rendered, so switching is instant).
 */
export function PanelTabs<Id extends string>({ label, idBase, tabs, selected, onSelect }: PanelTabsProps<Id>) {
  const refs = useRef(new Map<Id, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = tabs[(moves[event.key] + tabs.length) % tabs.length];
    onSelect(next.id);
    refs.current.get(next.id)?.focus();
  }

  return (
    <div role="tablist" aria-label={label} aria-orientation="horizontal" onKeyDown={onKeyDown} className="grid grid-cols-3 gap-1 border-b border-ink-200 p-2">
      {tabs.map((tab) => {
        const active = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) refs.current.set(tab.id, element);
              else refs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tabId(idBase, tab.id)}
            aria-selected={active}
            aria-controls={tabPanelId(idBase, tab.id)}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            className={cx(
              "relative inline-flex min-h-8 items-center justify-center gap-1.5 rounded-md px-2 py-1 text-center text-[0.8125rem] leading-4 font-medium transition-colors",
              "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-600",
              active ? "bg-accent-50 text-accent-800 ring-1 ring-accent-200" : "text-ink-600 hover:bg-ink-100 hover:text-ink-900",
            )}
          >
            {tab.label}
            {tab.indicator && (
              <>
                <span aria-hidden="true" className={cx("size-1.5 shrink-0 rounded-full", tab.indicator === "error" ? "bg-danger-500" : "animate-pulse bg-accent-500")} />
                {tab.indicatorLabel && <span className="sr-only">{tab.indicatorLabel}</span>}
              </>
            )}
          </button>
        );
      })}
    </div>
  );
}

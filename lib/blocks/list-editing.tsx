"use client";

import { useEffect, useId, useRef } from "react";

// What block editors with a list of entries share (the dinner menu's courses, the RSVP form's
// events): the small entry buttons, and focus that follows the entry a button acted on.

export const SMALL_BUTTON =
  "rounded-md border border-ink-200 bg-white px-2 py-1 text-xs text-ink-700 hover:bg-ink-50 disabled:cursor-not-allowed disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-600";

/**
 * Ids for the entries' controls and a focus to move to after the next render. A ref, not state: the
 * list change itself re-renders, and the effect then focuses the control once it exists.
 */
export function useListFocus() {
  const baseId = useId();
  const pending = useRef<string | null>(null);
  useEffect(() => {
    if (pending.current === null) return;
    const control = document.getElementById(pending.current);
    if (!control) return;
    control.focus();
    pending.current = null;
  });
  const fieldId = (index: number, field: string) => `${baseId}-${field}-${index}`;
  const focusLater = (id: string) => {
    pending.current = id;
  };
  /** After an entry moved to `to` with its up or down button: that button keeps focus, or the other one where the list ends. */
  const focusAfterMove = (to: number, button: "up" | "down", count: number) => {
    const edge = (button === "up" && to === 0) || (button === "down" && to === count - 1);
    focusLater(fieldId(to, edge ? (button === "up" ? "down" : "up") : button));
  };
  return { fieldId, focusLater, focusAfterMove };
}

/** Move up / move down buttons of entry `index` of `count`, named with the entry's number for screen readers. */
export function MoveButtons({
  index,
  count,
  fieldId,
  labels,
  onMove,
}: {
  index: number;
  count: number;
  fieldId: (index: number, field: string) => string;
  labels: { up: string; upNumbered: string; down: string; downNumbered: string };
  onMove: (to: number, button: "up" | "down") => void;
}) {
  return (
    <>
      <button type="button" id={fieldId(index, "up")} className={SMALL_BUTTON} disabled={index === 0} aria-label={labels.upNumbered} onClick={() => onMove(index - 1, "up")}>
        {labels.up}
      </button>
      <button
        type="button"
        id={fieldId(index, "down")}
        className={SMALL_BUTTON}
        disabled={index === count - 1}
        aria-label={labels.downNumbered}
        onClick={() => onMove(index + 1, "down")}
      >
        {labels.down}
      </button>
    </>
  );
}

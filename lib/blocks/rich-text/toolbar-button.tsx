"use client";

import type { ReactNode } from "react";

/**
 * A labelled formatting button. Pressing it must not take the focus (and selection) away from the
 * text, so the mouse-down is cancelled; keyboard users reach it with Tab and come back with the
 * command's own focus() call.
 */
export function FormatButton({
  label,
  pressed,
  disabled,
  expanded,
  onClick,
  children,
}: {
  label: string;
  pressed: boolean;
  disabled?: boolean;
  expanded?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      aria-expanded={expanded}
      disabled={disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className="inline-flex size-8 items-center justify-center rounded-md text-ink-700 hover:bg-ink-100 focus-visible:relative focus-visible:outline-2 focus-visible:outline-accent-600 disabled:opacity-40 aria-pressed:bg-ink-900 aria-pressed:text-white"
    >
      {children}
    </button>
  );
}

export function ButtonGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="group" aria-label={label} className="inline-flex items-center gap-0.5">
      {children}
    </div>
  );
}

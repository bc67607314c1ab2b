"use client";

import type { ReactNode } from "react";
import { cx } from "@/components/ui";

/** A square icon button of a block's toolbar; the label is its accessible name and tooltip. */
export function FrameButton({
  label,
  onClick,
  disabled,
  tone = "neutral",
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  tone?: "neutral" | "danger";
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className={cx(
        "inline-flex size-8 items-center justify-center rounded-md text-ink-600 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-accent-600 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent",
        tone === "danger" && "hover:bg-danger-50 hover:text-danger-700",
      )}
    >
      {children}
    </button>
  );
}

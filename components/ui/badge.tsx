import type { ComponentProps } from "react";
import { cx } from "./cx";

export type BadgeTone = "neutral" | "accent" | "success" | "warning" | "danger";

const TONES: Record<BadgeTone, { badge: string; dot: string }> = {
  neutral: { badge: "bg-ink-100 text-ink-700 ring-ink-200", dot: "bg-ink-500" },
  accent: { badge: "bg-accent-50 text-accent-700 ring-accent-200", dot: "bg-accent-500" },
  success: { badge: "bg-success-50 text-success-700 ring-success-200", dot: "bg-success-500" },
  warning: { badge: "bg-warning-50 text-warning-800 ring-warning-200", dot: "bg-warning-500" },
  danger: { badge: "bg-danger-50 text-danger-700 ring-danger-200", dot: "bg-danger-500" },
};

export type BadgeProps = ComponentProps<"span"> & {
  tone?: BadgeTone;
  /** A small status dot before the text. */
  dot?: boolean;
};

export function Badge({ tone = "neutral", dot, className, children, ...props }: BadgeProps) {
  const colors = TONES[tone];
  return (
    <span
      className={cx(
        "inline-flex h-6 items-center gap-1.5 rounded-full px-2.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset",
        colors.badge,
        className,
      )}
      {...props}
    >
      {dot && <span aria-hidden="true" className={cx("size-1.5 rounded-full", colors.dot)} />}
      {children}
    </span>
  );
}

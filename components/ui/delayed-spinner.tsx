"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { cx } from "./cx";

export const SPINNER_DELAY_MS = 500;

const SIZES = { sm: "size-4", md: "size-5", lg: "size-8" } as const;

export interface DelayedSpinnerProps {
  /** Product rule: a spinner is shown only when waiting takes longer than 500 ms. */
  delayMs?: number;
  size?: keyof typeof SIZES;
  /** Accessible label; defaults to the translated "Loading". */
  label?: string;
  className?: string;
}

export function DelayedSpinner({ delayMs = SPINNER_DELAY_MS, size = "md", label, className }: DelayedSpinnerProps) {
  const t = useTranslations("ui");
  const [visible, setVisible] = useState(delayMs <= 0);

  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = window.setTimeout(() => setVisible(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);

  if (!visible) return null;

  return (
    <span role="status" data-spinner-visible="" className={cx("inline-flex animate-fade-in items-center", className)}>
      <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false" className={cx(SIZES[size], "animate-spin")}>
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.2" strokeWidth="2.5" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <span className="sr-only">{label ?? t("loading")}</span>
    </span>
  );
}

"use client";

import { useTranslations } from "next-intl";
import type { ReactNode, Ref } from "react";
import { cx } from "@/components/ui";
import { CloseIcon } from "@/components/ui/icons";

export interface PresentationFrameProps {
  /** The element usePresentation() makes full screen. */
  ref?: Ref<HTMLDivElement>;
  presenting: boolean;
  /** Ends the presentation (the button shown while presenting). */
  onExit: () => void;
  /** Classes while editing (the frame is a plain wrapper then). */
  className?: string;
  children: ReactNode;
}

/**
 * Wraps the page canvas. While presenting it fills the screen: the page centered on a dark
 * background, scrolling inside, with one quiet button to leave (Esc works too).
 */
export function PresentationFrame({ ref, presenting, onExit, className, children }: PresentationFrameProps) {
  const t = useTranslations("editorPanel.presentation");
  return (
    <div
      ref={ref}
      data-presenting={presenting || undefined}
      aria-label={presenting ? t("regionLabel") : undefined}
      role={presenting ? "region" : undefined}
      className={cx(presenting ? "fixed inset-0 z-50 overflow-auto bg-ink-950 px-4 py-10 text-ink-900 sm:px-10" : className)}
    >
      {presenting && (
        <button
          type="button"
          onClick={onExit}
          className="fixed top-4 right-4 z-10 inline-flex items-center gap-2 rounded-full bg-ink-900/70 px-3 py-1.5 text-sm text-white opacity-60 transition-opacity hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <CloseIcon className="size-4" />
          {t("exit")}
        </button>
      )}
      <div className={presenting ? "mx-auto flex min-h-full w-fit items-start justify-center" : "contents"}>{children}</div>
    </div>
  );
}

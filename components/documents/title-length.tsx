"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { cx, TextField, type TextFieldProps } from "@/components/ui";
import { DOCUMENT_TITLE_MAX } from "@/lib/documents/limits";

/** From this many characters left the counter turns the warning colour and is read out. */
const WARN_LEFT = 10;

/** A title longer than the limit (one stored before it): the form says so instead of sending it. */
export const isTitleTooLong = (title: string) => title.trim().length > DOCUMENT_TITLE_MAX;

/**
 * "118/120" under a document title field. It is always visible; near the limit it takes the warning
 * colour and screen readers hear how many characters are left (polite, so typing is not interrupted).
 * A title stored before the limit may be longer: the counter then shows the excess in red.
 */
export function TitleLengthCounter({ id, length, className }: { id?: string; length: number; className?: string }) {
  const t = useTranslations("ui.characterCount");
  const left = DOCUMENT_TITLE_MAX - length;
  const near = left <= WARN_LEFT;
  return (
    <p
      id={id}
      aria-live="polite"
      data-testid="title-length"
      className={cx(
        "text-right text-[0.8125rem] leading-5 tabular-nums",
        left < 0 ? "font-medium text-danger-700" : near ? "font-medium text-warning-700" : "text-ink-500",
        className,
      )}
    >
      <span aria-hidden="true">
        {length}/{DOCUMENT_TITLE_MAX}
      </span>
      {near && <span className="sr-only">{left < 0 ? t("over", { count: -left }) : t("remaining", { count: left })}</span>}
    </p>
  );
}

export type DocumentTitleFieldProps = Omit<TextFieldProps, "maxLength" | "value"> & { value: string };

/** A labelled text field for a document's name: the length limit and its counter come with it. */
export function DocumentTitleField({ value, containerClassName, "aria-describedby": describedBy, ...props }: DocumentTitleFieldProps) {
  const counterId = useId();
  return (
    <div className={cx("flex flex-col gap-1", containerClassName)}>
      <TextField {...props} value={value} maxLength={DOCUMENT_TITLE_MAX} aria-describedby={[describedBy, counterId].filter(Boolean).join(" ")} />
      <TitleLengthCounter id={counterId} length={value.length} />
    </div>
  );
}

"use client";

import { useTranslations } from "next-intl";
import { useId, useRef, useState, type ClipboardEvent, type KeyboardEvent, type ReactNode } from "react";
import { cx } from "./cx";
import { FieldError, FieldHint } from "./field";

export interface CodeInputProps {
  /** The label of the whole code, e.g. "Activation code". */
  label: ReactNode;
  hideLabel?: boolean;
  /** Controlled value: the digits typed so far, without gaps. */
  value?: string;
  defaultValue?: string;
  onChange?: (code: string) => void;
  /** Called once all boxes are filled. */
  onComplete?: (code: string) => void;
  length?: number;
  /** Submits the code with a form under this name. */
  name?: string;
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  autoFocus?: boolean;
  id?: string;
  className?: string;
}

const onlyDigits = (text: string) => text.replace(/\D/g, "");

/** A one-time code in separate boxes (4 by default), filled left to right without gaps. */
export function CodeInput({
  label,
  hideLabel,
  value,
  defaultValue = "",
  onChange,
  onComplete,
  length = 4,
  name,
  hint,
  error,
  disabled,
  autoFocus,
  id,
  className,
}: CodeInputProps) {
  const t = useTranslations("ui");
  const generatedId = useId();
  const baseId = id ?? generatedId;
  const labelId = `${baseId}-label`;
  const hintId = hint ? `${baseId}-hint` : undefined;
  const errorId = error ? `${baseId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;

  const [innerValue, setInnerValue] = useState(() => onlyDigits(defaultValue).slice(0, length));
  const code = value === undefined ? innerValue : onlyDigits(value).slice(0, length);
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  // Set while this component moves focus itself, before React has rendered the new code.
  const movingFocus = useRef(false);

  function focusBox(index: number) {
    const box = boxes.current[Math.max(0, Math.min(index, length - 1))];
    movingFocus.current = true;
    box?.focus();
    box?.select();
    movingFocus.current = false;
  }

  function update(next: string) {
    const clean = onlyDigits(next).slice(0, length);
    if (clean === code) return;
    if (value === undefined) setInnerValue(clean);
    onChange?.(clean);
    if (clean.length === length) onComplete?.(clean);
  }

  /** Puts digits into the code from `index` on; a full-length run replaces the whole code. */
  function insert(index: number, digits: string) {
    if (!digits) return;
    if (digits.length >= length) {
      update(digits.slice(0, length));
      focusBox(length - 1);
      return;
    }
    const start = Math.min(index, code.length);
    const next = (code.slice(0, start) + digits + code.slice(start + digits.length)).slice(0, length);
    update(next);
    focusBox(start + digits.length);
  }

  function handleInput(index: number, raw: string) {
    // Typing over a selected digit gives one character; autofill or a mobile paste gives several.
    const digits = onlyDigits(raw);
    if (raw === "") {
      // Some mobile keyboards delete without a usable Backspace key event.
      update(code.slice(0, index) + code.slice(index + 1));
      return;
    }
    if (raw.length === 2 && digits.length === 2 && code[index]) {
      insert(index, digits.replace(code[index], "").slice(-1) || digits[1]);
      return;
    }
    insert(index, digits);
  }

  function handleKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Backspace") {
      event.preventDefault();
      if (code[index]) {
        update(code.slice(0, index) + code.slice(index + 1));
        focusBox(index);
      } else if (index > 0) {
        update(code.slice(0, index - 1) + code.slice(index));
        focusBox(index - 1);
      }
    } else if (event.key === "Delete") {
      event.preventDefault();
      update(code.slice(0, index) + code.slice(index + 1));
    } else if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
      event.preventDefault();
      focusBox(index + (event.key === "ArrowLeft" ? -1 : 1));
    } else if (event.key === "Home" || event.key === "End") {
      event.preventDefault();
      focusBox(event.key === "Home" ? 0 : Math.min(code.length, length - 1));
    }
  }

  function handlePaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    insert(index, onlyDigits(event.clipboardData.getData("text")));
  }

  function handleFocus(index: number) {
    if (movingFocus.current) return;
    // Boxes fill without gaps, so focus lands on the first empty one at the latest.
    const firstEmpty = Math.min(code.length, length - 1);
    if (index > firstEmpty) focusBox(firstEmpty);
    else boxes.current[index]?.select();
  }

  return (
    <div className={cx("flex flex-col gap-2", className)}>
      <span id={labelId} className={cx("text-sm font-medium text-ink-800", hideLabel && "sr-only")}>
        {label}
      </span>
      <div role="group" aria-labelledby={labelId} className="flex gap-2.5 sm:gap-3">
        {Array.from({ length }, (_, index) => (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="one-time-code"
            autoFocus={autoFocus && index === 0}
            disabled={disabled}
            value={code[index] ?? ""}
            aria-label={t("codeDigit", { number: index + 1 })}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => handleInput(index, event.target.value)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={(event) => handlePaste(index, event)}
            onFocus={() => handleFocus(index)}
            className={cx(
              "size-14 rounded-xl border bg-surface text-center text-2xl font-semibold text-ink-900 tabular-nums shadow-xs caret-accent-600",
              "transition-[border-color,box-shadow] duration-150 disabled:cursor-not-allowed disabled:bg-ink-50 disabled:text-ink-500",
              error ? "border-danger-500" : "border-ink-300 hover:border-ink-400 focus:border-accent-500",
            )}
          />
        ))}
      </div>
      {name && <input type="hidden" name={name} value={code} />}
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

"use client";

import { useId } from "react";
import { cx } from "@/components/ui";
import { FieldError, FieldHint } from "@/components/ui/field";
import { readableTextOn } from "@/lib/doc-styles/contrast";
import { colorInputValue } from "./style-form";

export interface ColorFieldProps {
  label: string;
  /** Read after the label by screen readers: what the colour is used for. */
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  error?: string;
  /** Shows "Aa" on the swatch in the text colour the contrast rule picks (black or white). */
  sample?: string;
  pickerLabel: string;
  /** Smaller, for a narrow panel where two fit side by side (the editor's Style tab). */
  compact?: boolean;
}

/** A colour as a swatch with the browser's picker, and its CSS value as text (#hex, rgb(), a name). */
export function ColorField({ label, hint, value, onChange, disabled, error, sample, pickerLabel, compact = false }: ColorFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  const swatch = colorInputValue(value);
  return (
    <div className={cx("flex flex-col", compact ? "min-w-0 gap-1" : "gap-1.5")}>
      <label htmlFor={id} className={cx("font-medium text-ink-800", compact ? "truncate text-[0.8125rem]" : "text-sm")}>
        {label}
      </label>
      <div className={cx("flex items-center", compact ? "min-w-0 gap-1.5" : "gap-2")}>
        <span
          className={cx(
            "relative flex shrink-0 items-center justify-center overflow-hidden rounded-lg ring-1 ring-ink-300 ring-inset",
            compact ? "size-9" : "size-10",
            "has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-accent-600",
          )}
          style={{ backgroundColor: swatch }}
        >
          {sample && (
            <span aria-hidden="true" className="pointer-events-none text-sm font-semibold" style={{ color: readableTextOn(swatch) }}>
              {sample}
            </span>
          )}
          <input
            type="color"
            value={swatch}
            disabled={disabled}
            aria-label={pickerLabel}
            onChange={(event) => onChange(event.target.value)}
            className="absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
          />
        </span>
        <input
          id={id}
          type="text"
          value={value}
          disabled={disabled}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
          className={cx(
            "block w-full min-w-0 rounded-lg border bg-surface font-mono text-ink-900 shadow-xs",
            compact ? "h-9 px-2 text-[0.8125rem] focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-600" : "h-10 px-3 text-sm",
            "disabled:cursor-not-allowed disabled:bg-ink-50 disabled:text-ink-500",
            error ? "border-danger-500" : "border-ink-300 hover:border-ink-400 focus:border-accent-500",
          )}
        />
      </div>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

"use client";

import { useId } from "react";
import { cx } from "@/components/ui";
import { colorInputValue } from "@/components/doc-styles/style-form";

export interface CompactColorFieldProps {
  label: string;
  /** The picker's own name ("Pick the colour: Headings"). */
  pickerLabel: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  error?: string;
}

/**
 * A colour for a narrow panel: a swatch that opens the browser's picker and the CSS value as text,
 * under a short label; two fit side by side in the Style tab.
 */
export function CompactColorField({ label, pickerLabel, value, onChange, disabled, error }: CompactColorFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const swatch = colorInputValue(value);
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="truncate text-[0.8125rem] font-medium text-ink-800">
        {label}
      </label>
      <div className="flex min-w-0 items-center gap-1.5">
        <span
          className="relative size-9 shrink-0 overflow-hidden rounded-lg ring-1 ring-ink-300 ring-inset has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-accent-600"
          style={{ backgroundColor: swatch }}
        >
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
          aria-describedby={errorId}
          onChange={(event) => onChange(event.target.value)}
          className={cx(
            "block h-9 w-full min-w-0 rounded-lg border bg-surface px-2 font-mono text-[0.8125rem] text-ink-900 shadow-xs",
            "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-600 disabled:cursor-not-allowed disabled:bg-ink-50 disabled:text-ink-500",
            error ? "border-danger-500" : "border-ink-300 hover:border-ink-400 focus:border-accent-500",
          )}
        />
      </div>
      {error && (
        <p id={errorId} className="text-xs font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}

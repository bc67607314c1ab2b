"use client";

import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { cx } from "@/components/ui";
import { formatNumber, isAllowedPriceKey, parseAmount } from "@/lib/pricing/money";
import type { NumberFormat } from "@/lib/pricing/types";
import { fractionDigits, priceFormat } from "./display";

// Every number the pricing table's editor takes (prices, quantities, percentages, rates), with the
// spec's input rules (§5): only digits, the decimal separator and editing, navigation and copy-paste
// keys get through (the minus key never does); what is typed is read with the table's separators
// (pasted "€1,250.00" or "1.250 TL" work); a valid value within range is reported at once. An
// unreadable value or a second decimal separator marks the field as wrong and the last valid value
// stays; a value out of range (a pasted "-5", a 150 %) reverts to the last valid value on leaving.

export interface NumberInputProps {
  value: number;
  format: NumberFormat;
  /** The accessible name ("Price, row 2"). */
  label: string;
  max: number;
  min?: number;
  /** Shown with at least these decimals (prices: the table's); else with the decimals it has. */
  minDecimals?: number;
  /** Most decimals shown (4; exchange rates need more: 1 RUB = 0.0098 EUR). */
  maxDecimals?: number;
  onChange: (value: number) => void;
  /** Its width ("w-24"); else it fills its cell. */
  className?: string;
  id?: string;
}

type Problem = "invalid" | "manySeparators" | null;

export function NumberInput({ value, format, label, max, min = 0, minDecimals, maxDecimals, onChange, className, id }: NumberInputProps) {
  const t = useTranslations("blocks.pricing-table.errors");
  const errorId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem>(null);
  const shown = draft ?? inputText(value, format, minDecimals, maxDecimals);

  const read = (text: string) => {
    const parsed = parseAmount(text, format);
    if (!parsed.ok) return { problem: parsed.reason === "empty" ? null : parsed.reason, value: null };
    return { problem: null, value: parsed.value >= min && parsed.value <= max ? parsed.value : null };
  };

  const type = (text: string) => {
    setDraft(text);
    const next = read(text);
    setProblem(next.problem);
    if (next.value !== null && next.value !== value) onChange(next.value);
  };

  // Leaving the field: a wrong value stays on show (marked) until fixed; anything else shows the
  // value kept (the one typed if it was valid, else the last valid one).
  const leave = () => {
    if (draft === null) return;
    if (read(draft).problem === null) {
      setDraft(null);
      setProblem(null);
    }
  };

  return (
    <span className="flex flex-col">
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        aria-label={label}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
        value={shown}
        onKeyDown={(event) => {
          if (!isAllowedPriceKey(event.key, { ctrl: event.ctrlKey, meta: event.metaKey }, format)) event.preventDefault();
          else if (event.key === "Enter") leave();
        }}
        onChange={(event) => type(event.target.value)}
        onBlur={leave}
        // Wide enough for the whole number (a field never hides a figure's digits): ch is one digit of these tabular figures.
        style={{ minWidth: `max(4rem, calc(${shown.length}ch + 1rem + 2px))` }}
        className={cx(
          "rounded-md border bg-white px-2 py-1 text-right text-sm text-ink-900 tabular-nums focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-600",
          problem ? "border-danger-500 bg-danger-50" : "border-ink-200",
          className ?? "w-full",
        )}
      />
      {problem && (
        <span id={errorId} className="mt-0.5 text-xs text-danger-700">
          {t(problem)}
        </span>
      )}
    </span>
  );
}

/** The value as the field shows it: the table's decimal separator, no grouping (typing into "1,250" would break its groups). */
function inputText(value: number, format: NumberFormat, minDecimals: number | undefined, maxDecimals?: number): string {
  const decimals = minDecimals === undefined ? fractionDigits(value, maxDecimals) : priceFormat(value, format, minDecimals).decimalLength;
  return formatNumber(value, { ...format, decimalLength: decimals, groupSeparator: "" });
}

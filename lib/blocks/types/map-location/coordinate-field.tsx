"use client";

import { useState } from "react";
import { TextField } from "@/components/ui";

// A latitude or longitude typed by hand (the way to place the pin offline or precisely). What is
// typed stays as typed while the field is being edited ("-", "41." are steps, not values); a number
// within range is reported at once, and on leaving the field (or Enter) the text is clamped into
// range. A comma is read as the decimal point, as planners in tr/de/es/it write it.

const parse = (text: string) => {
  const normalized = text.trim().replace(",", ".");
  if (!/^-?\d+(\.\d*)?$|^-?\.\d+$/.test(normalized)) return null;
  return Number(normalized);
};

export function CoordinateField({
  label,
  hint,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  hint: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const typed = parse(draft);
    if (typed !== null) {
      const next = Math.min(max, Math.max(min, typed));
      if (next !== value) onChange(next);
    }
    setDraft(null);
  };
  return (
    <TextField
      label={label}
      hint={hint}
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      value={draft ?? String(value)}
      onChange={(event) => {
        setDraft(event.target.value);
        const typed = parse(event.target.value);
        if (typed !== null && typed >= min && typed <= max && typed !== value) onChange(typed);
      }}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === "Enter") commit();
      }}
    />
  );
}

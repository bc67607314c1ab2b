"use client";

import { useState } from "react";
import { TextField } from "@/components/ui";
import { parseNumberInput } from "./style-form";

export interface NumberFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  disabled: boolean;
  error?: string;
  onChange: (value: number) => void;
}

/**
 * A number typed as text: what is typed stays as typed (an empty field, "1.") and the style takes
 * it once it reads as a number; out-of-range values are sent to the schema, which names the bounds.
 */
export function NumberField({ label, value, min, max, step, disabled, error, onChange }: NumberFieldProps) {
  const [draft, setDraft] = useState(String(value));
  const [shown, setShown] = useState(value);
  // The value changed from outside (an import, another control): show it.
  if (value !== shown) {
    setShown(value);
    if (parseNumberInput(draft) !== value) setDraft(String(value));
  }
  return (
    <TextField
      label={label}
      type="number"
      inputMode="decimal"
      min={min}
      max={max}
      step={step}
      value={draft}
      disabled={disabled}
      error={error}
      className="tabular-nums"
      onChange={(event) => {
        setDraft(event.target.value);
        const parsed = parseNumberInput(event.target.value);
        if (parsed !== null) {
          setShown(parsed);
          onChange(parsed);
        }
      }}
    />
  );
}

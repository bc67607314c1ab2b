"use client";

import { useState } from "react";
import { TextField, type TextFieldProps } from "@/components/ui";

/**
 * A text field whose value is only saved when valid: what is typed stays in the field, and only a
 * value `toStored` accepts (it answers the stored form, or null for invalid input) is reported, so
 * an invalid e-mail, handle or address is never saved (the server refuses it too). A stored value
 * changed elsewhere (undo, "fill from my profile") replaces the draft unless the draft already means it.
 */
export function ValidatedTextField({
  value,
  toStored,
  onChange,
  invalidMessage,
  ...field
}: Omit<TextFieldProps, "value" | "onChange" | "error"> & {
  value: string;
  toStored: (raw: string) => string | null;
  onChange: (value: string) => void;
  invalidMessage: string;
}) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== draft && value !== toStored(draft)) setDraft(value);
  }
  const invalid = toStored(draft) === null;
  return (
    <TextField
      {...field}
      value={draft}
      error={invalid ? invalidMessage : undefined}
      onChange={(event) => {
        setDraft(event.target.value);
        const stored = toStored(event.target.value);
        if (stored !== null && stored !== value) onChange(stored);
      }}
    />
  );
}

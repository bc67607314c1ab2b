"use client";

import { useState, type ReactNode } from "react";

// The small controls block editors share: a toolbar row above the block, a labelled select and a
// group of toggle buttons. Each keeps a visible label for screen readers and a visible focus ring.

export function BlockToolbar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="toolbar" aria-label={label} className="page-chrome flex flex-wrap items-center gap-2 rounded-lg border border-ink-200 bg-white p-1.5 text-sm shadow-sm">
      {children}
    </div>
  );
}

export function ToolbarSelect<Value extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: Value;
  options: { value: Value; label: string }[];
  onChange: (value: Value) => void;
}) {
  return (
    <label className="inline-flex items-center gap-1.5 text-xs text-ink-600">
      <span>{label}</span>
      <select
        value={value}
        onChange={(event) => onChange(event.target.value as Value)}
        className="rounded-md border border-ink-200 bg-white px-2 py-1 text-sm text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-600"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export function ToolbarToggleGroup<Value extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: Value;
  options: { value: Value; label: string; icon?: ReactNode }[];
  onChange: (value: Value) => void;
}) {
  return (
    <div role="group" aria-label={label} className="inline-flex overflow-hidden rounded-md border border-ink-200">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          title={option.label}
          onClick={() => onChange(option.value)}
          className="px-2 py-1 text-xs text-ink-700 hover:bg-ink-50 focus-visible:relative focus-visible:outline-2 focus-visible:outline-accent-600 aria-pressed:bg-ink-900 aria-pressed:text-white"
        >
          {option.icon ?? option.label}
        </button>
      ))}
    </div>
  );
}

/**
 * A labelled number input. What is typed stays as typed while the field has focus (clearing it to
 * type "30" must not snap to the minimum first); a value within min..max is reported at once, and
 * on leaving the field (or Enter) the text is clamped into range. The schema clamps on the server too.
 */
export function ToolbarNumber({
  label,
  value,
  min,
  max,
  step = 1,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  onChange: (value: number) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const typed = Number(draft);
    const next = draft.trim() === "" || !Number.isFinite(typed) ? value : Math.min(max, Math.max(min, typed));
    if (next !== value) onChange(next);
    setDraft(null);
  };
  return (
    <label className="inline-flex items-center gap-1.5 text-xs text-ink-600">
      <span>{label}</span>
      <input
        type="number"
        value={draft ?? value}
        min={min}
        max={max}
        step={step}
        onChange={(event) => {
          setDraft(event.target.value);
          const typed = Number(event.target.value);
          if (event.target.value.trim() !== "" && Number.isFinite(typed) && typed >= min && typed <= max) onChange(typed);
        }}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === "Enter") commit();
        }}
        className="w-16 rounded-md border border-ink-200 bg-white px-2 py-1 text-sm text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-600"
      />
    </label>
  );
}

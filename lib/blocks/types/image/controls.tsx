"use client";

import { useId } from "react";

// Small toolbar controls of the image editors that lib/blocks/editor-ui.tsx does not have: a
// labelled checkbox, a colour input and the overlay width's − / + stepper.

const FOCUS = "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-600";

export function ToolbarCheck({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="inline-flex cursor-pointer items-center gap-1.5 text-xs text-ink-700">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} className={`size-4 accent-accent-600 ${FOCUS}`} />
      <span>{label}</span>
    </label>
  );
}

/** `<input type="color">` takes #rrggbb only; the schema also keeps #rgb. */
const sixDigits = (hex: string) => (hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join("")}` : hex);

export function ToolbarColor({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <label className="inline-flex items-center gap-1.5 text-xs text-ink-600">
      <span>{label}</span>
      <input type="color" value={sixDigits(value)} onChange={(event) => onChange(event.target.value)} className={`h-7 w-10 cursor-pointer rounded border border-ink-200 bg-white p-0.5 ${FOCUS}`} />
    </label>
  );
}

export function ToolbarStepper({
  label,
  value,
  display,
  decreaseLabel,
  increaseLabel,
  onDecrease,
  onIncrease,
  canDecrease,
  canIncrease,
}: {
  label: string;
  value: number;
  display: string;
  decreaseLabel: string;
  increaseLabel: string;
  onDecrease: () => void;
  onIncrease: () => void;
  canDecrease: boolean;
  canIncrease: boolean;
}) {
  const id = useId();
  const button = `grid size-7 place-items-center rounded-md border border-ink-200 bg-white text-sm text-ink-800 hover:bg-ink-50 disabled:cursor-not-allowed disabled:opacity-40 ${FOCUS}`;
  return (
    <div role="group" aria-labelledby={id} className="inline-flex items-center gap-1.5 text-xs text-ink-600">
      <span id={id}>{label}</span>
      <button type="button" aria-label={decreaseLabel} disabled={!canDecrease} onClick={onDecrease} className={button}>
        <span aria-hidden="true">−</span>
      </button>
      <output aria-live="polite" data-value={value} className="min-w-12 text-center text-sm tabular-nums text-ink-900">
        {display}
      </output>
      <button type="button" aria-label={increaseLabel} disabled={!canIncrease} onClick={onIncrease} className={button}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}

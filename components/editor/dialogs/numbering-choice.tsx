"use client";

import { useId } from "react";
import { cx } from "@/components/ui";
import type { NumberingStyle } from "@/lib/blocks/numbering";
import { NumberingPreview } from "./numbering-preview";

export interface NumberingChoiceProps {
  style: NumberingStyle;
  name: string;
  checked: boolean;
  onChoose: (style: NumberingStyle) => void;
}

/** One style as a radio card: named by the style, described by its preview. */
export function NumberingChoice({ style, name, checked, onChoose }: NumberingChoiceProps) {
  const nameId = useId();
  const previewId = useId();
  return (
    <label
      className={cx(
        "flex cursor-pointer flex-col gap-2 rounded-xl border p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-600",
        checked ? "border-accent-500 bg-accent-50/60 ring-1 ring-accent-500" : "border-ink-200 hover:border-ink-300",
      )}
    >
      <span className="flex items-center gap-2 text-sm font-medium text-ink-900">
        <input
          type="radio"
          name="numbering-style"
          value={style}
          checked={checked}
          onChange={() => onChoose(style)}
          aria-labelledby={nameId}
          aria-describedby={previewId}
          className="size-4 accent-accent-600"
        />
        <span id={nameId}>{name}</span>
      </span>
      <div id={previewId}>
        <NumberingPreview style={style} />
      </div>
    </label>
  );
}

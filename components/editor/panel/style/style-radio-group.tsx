"use client";

import { useId, useRef, useState, type KeyboardEvent } from "react";
import { CheckIcon, cx } from "@/components/ui";
import type { DocStyleData } from "@/lib/doc-styles/schema";
import { StyleThumbnail } from "./style-thumbnail";

export interface StyleOption {
  id: string;
  name: string;
  description?: string;
  style: Pick<DocStyleData, "fonts" | "colors" | "others">;
}

export interface StyleRadioGroupProps {
  label: string;
  options: readonly StyleOption[];
  checkedId: string | null;
  onChoose: (id: string) => void;
  /** The word each thumbnail sets in its heading face. */
  sampleHeading: string;
}

const NEXT_KEYS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * Styles as a grid of cards, one radio each (WAI-ARIA radio group with a roving tab stop): Tab
 * enters the group at the chosen card, arrow keys (and Home, End) move between cards, and Space or
 * Enter chooses the focused one. Moving does not choose: a choice restyles and saves the document.
 */
export function StyleRadioGroup({ label, options, checkedId, onChoose, sampleHeading }: StyleRadioGroupProps) {
  const idBase = useId();
  const radios = useRef(new Map<string, HTMLButtonElement>());
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const tabStop = [focusedId, checkedId].find((id) => id && options.some((option) => option.id === id)) ?? options[0]?.id;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const at = options.findIndex((option) => option.id === focusedId);
    if (at < 0) return;
    let next: number | null = null;
    if (event.key in NEXT_KEYS) next = (at + NEXT_KEYS[event.key] + options.length) % options.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = options.length - 1;
    if (next === null) return;
    event.preventDefault();
    radios.current.get(options[next].id)?.focus();
  }

  return (
    <div className="flex flex-col gap-2.5">
      <h4 id={`${idBase}-label`} className="text-[0.8125rem] font-semibold text-ink-800">
        {label}
      </h4>
      <div
        role="radiogroup"
        aria-labelledby={`${idBase}-label`}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          // Leaving the group: the next Tab into it lands on the chosen card again.
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusedId(null);
        }}
        className="grid grid-cols-2 gap-x-2.5 gap-y-3"
      >
        {options.map((option) => {
          const checked = option.id === checkedId;
          const descriptionId = option.description ? `${idBase}-${option.id}` : undefined;
          return (
            <button
              key={option.id}
              ref={(element) => {
                if (element) radios.current.set(option.id, element);
                else radios.current.delete(option.id);
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-describedby={descriptionId}
              tabIndex={option.id === tabStop ? 0 : -1}
              title={option.description}
              onFocus={() => setFocusedId(option.id)}
              onClick={() => {
                if (!checked) onChoose(option.id);
              }}
              className={cx(
                "group flex min-w-0 flex-col gap-1.5 rounded-xl text-left",
                "cursor-pointer focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600",
              )}
            >
              <span
                className={cx(
                  "relative block w-full overflow-hidden rounded-lg transition-[box-shadow,transform] duration-150",
                  checked ? "ring-2 ring-accent-600 ring-offset-2 ring-offset-surface" : "shadow-xs ring-1 ring-ink-200",
                  !checked && "group-hover:-translate-y-px group-hover:shadow-md group-hover:ring-ink-300",
                )}
              >
                <StyleThumbnail style={option.style} heading={sampleHeading} />
                {checked && (
                  <span aria-hidden="true" className="absolute top-1.5 right-1.5 flex size-5 items-center justify-center rounded-full bg-accent-600 text-white shadow-sm">
                    <CheckIcon className="size-3" />
                  </span>
                )}
              </span>
              <span className={cx("truncate px-0.5 text-[0.8125rem] leading-tight", checked ? "font-semibold text-ink-900" : "font-medium text-ink-700")}>{option.name}</span>
              {option.description && (
                <span id={descriptionId} hidden>
                  {option.description}
                </span>
              )}
            </button>
          );
        })}
      </div>
    </div>
  );
}

"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { CheckIcon, cx } from "@/components/ui";
import type { DesignOption } from "./design-api";
import { DesignThumb } from "./design-thumb";

// Choosing one design in the create dialog: a radio group drawn as thumbnails (arrow keys move
// between them, as in any radio group; the focused one shows a ring).

export interface DesignPickerProps {
  designs: DesignOption[];
  value: string;
  onChange: (id: string) => void;
  error?: string;
  /** The id of the fieldset, to focus it when nothing is chosen. */
  id?: string;
}

export function DesignPicker({ designs, value, onChange, error, id }: DesignPickerProps) {
  const t = useTranslations("designs");
  const name = useId();
  const errorId = useId();
  return (
    <fieldset id={id} tabIndex={-1} aria-describedby={error ? errorId : undefined} className="flex flex-col gap-3 outline-none">
      <legend className="mb-3 text-sm font-medium text-ink-800">{t("create.legend")}</legend>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
      <div className="-mx-1 grid max-h-[min(52vh,28rem)] grid-cols-2 gap-3 overflow-y-auto px-1 pt-1 pb-2 sm:grid-cols-3">
        {designs.map((design) => {
          const selected = design.id === value;
          return (
            <label
              key={design.id}
              className={cx(
                "group relative flex cursor-pointer flex-col overflow-hidden rounded-xl bg-surface ring-1 transition-shadow",
                "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-600",
                selected ? "shadow-md ring-2 ring-accent-600" : "ring-ink-200 hover:shadow-md hover:ring-ink-300",
              )}
            >
              <input type="radio" name={name} value={design.id} checked={selected} onChange={() => onChange(design.id)} className="sr-only" />
              <DesignThumb src={design.thumb} alt={design.title} placeholderLabel={t("gallery.noThumbnail")} className="border-b border-ink-100" />
              <span className="flex flex-col gap-0.5 px-3 py-2.5">
                <span className="truncate text-[0.6875rem] font-medium tracking-wide text-accent-700 uppercase">{t(`groups.${design.group}`)}</span>
                <span className="line-clamp-2 text-sm leading-5 font-medium text-ink-900">{design.title}</span>
              </span>
              {selected && (
                <span aria-hidden="true" className="absolute top-2 right-2 flex size-6 items-center justify-center rounded-full bg-accent-600 text-white shadow">
                  <CheckIcon className="size-4" />
                </span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

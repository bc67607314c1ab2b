"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef } from "react";
import { Button, TextareaField, TextField } from "@/components/ui";
import type { BlockEditorProps } from "../../definition";
import { emptyTestimonialEntry, TESTIMONIAL_LIMITS, type TestimonialContent, type TestimonialEntry, type TestimonialMeta } from "./definition";
import { TestimonialView } from "./view";

export function TestimonialEditor({ block, context, readOnly, onChange }: BlockEditorProps<TestimonialContent, TestimonialMeta>) {
  const t = useTranslations("blocks.testimonial");
  const baseId = useId();
  const entries = block.content;
  // After adding or removing a quote, focus moves to the quote it concerns (not lost to <body>).
  // A ref, not state: the list change itself re-renders, and the effect then finds the new field.
  const focusIndex = useRef<number | null>(null);
  useEffect(() => {
    if (focusIndex.current === null) return;
    const field = document.getElementById(`${baseId}-text-${focusIndex.current}`);
    if (!field) return;
    field.focus();
    focusIndex.current = null;
  });

  if (readOnly) return <TestimonialView block={block} context={context} />;

  const setEntries = (next: TestimonialEntry[]) => onChange({ content: next });
  const updateEntry = (index: number, patch: Partial<TestimonialEntry>) => setEntries(entries.map((entry, at) => (at === index ? { ...entry, ...patch } : entry)));
  const add = () => {
    setEntries([...entries, emptyTestimonialEntry()]);
    focusIndex.current = entries.length;
  };
  const remove = (index: number) => {
    setEntries(entries.filter((_, at) => at !== index));
    focusIndex.current = Math.max(0, index - 1);
  };

  return (
    <div className="flex flex-col gap-4">
      <TextField
        label={t("titleLabel")}
        value={block.metaData.title}
        maxLength={TESTIMONIAL_LIMITS.title}
        placeholder={t("titlePlaceholder")}
        onChange={(event) => onChange({ metaData: { ...block.metaData, title: event.target.value } })}
      />
      <ol className="flex flex-col gap-3" aria-label={t("entries")}>
        {entries.map((entry, index) => (
          <li key={index}>
            <fieldset className="flex flex-col gap-2 rounded-lg border border-ink-200 p-3">
              <legend className="px-1 text-xs font-medium text-ink-600">{t("entryLegend", { number: index + 1 })}</legend>
              <TextareaField
                id={`${baseId}-text-${index}`}
                label={t("textLabel")}
                value={entry.text}
                rows={3}
                maxLength={TESTIMONIAL_LIMITS.text}
                placeholder={t("textPlaceholder")}
                onChange={(event) => updateEntry(index, { text: event.target.value })}
              />
              <TextField
                label={t("authorLabel")}
                value={entry.author}
                maxLength={TESTIMONIAL_LIMITS.author}
                placeholder={t("authorPlaceholder")}
                onChange={(event) => updateEntry(index, { author: event.target.value })}
              />
              {entries.length > TESTIMONIAL_LIMITS.minEntries && (
                <div className="flex justify-end">
                  <Button type="button" variant="ghost" size="sm" onClick={() => remove(index)} aria-label={t("removeEntryNumbered", { number: index + 1 })}>
                    {t("removeEntry")}
                  </Button>
                </div>
              )}
            </fieldset>
          </li>
        ))}
      </ol>
      <div className="flex items-center gap-3">
        <Button type="button" variant="secondary" size="sm" onClick={add} disabled={entries.length >= TESTIMONIAL_LIMITS.maxEntries}>
          {t("addEntry")}
        </Button>
        {entries.length >= TESTIMONIAL_LIMITS.maxEntries && <span className="text-xs text-ink-600">{t("maxEntries", { max: TESTIMONIAL_LIMITS.maxEntries })}</span>}
      </div>
    </div>
  );
}

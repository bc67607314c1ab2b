"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { Button, SelectField, TextareaField, TextField } from "@/components/ui";
import type { BlockEditorProps } from "../../definition";
import { DINNER_MENU_LIMITS, emptyMenuEntry, type DinnerMenuContent, type DinnerMenuEntry, type DinnerMenuMeta } from "./definition";
import { moveItem, removeItem } from "../../list-edit";
import { MoveButtons, SMALL_BUTTON, useListFocus } from "../../list-editing";
import { DINNER_MENU_STYLES, type DinnerMenuStyle } from "./styles";
import { DinnerMenuView } from "./view";

/** The course names shown as placeholders of the 5 default courses (stored titles stay empty until typed). */
const COURSES = ["aperitivo", "starter", "firstCourse", "mainCourse", "dessert"] as const;


export function DinnerMenuEditor({ block, context, readOnly, onChange }: BlockEditorProps<DinnerMenuContent, DinnerMenuMeta>) {
  const t = useTranslations("blocks.dinner-menu");
  const baseId = useId();
  const meta = block.metaData;
  const entries = meta.menuEntryList;
  // Focus follows the course a button acted on (a moved course keeps focus on the same button).
  const { fieldId, focusLater, focusAfterMove } = useListFocus();

  const preview = <DinnerMenuView block={block} context={context} />;
  if (readOnly) return preview;

  const setMeta = (patch: Partial<DinnerMenuMeta>) => onChange({ metaData: { ...meta, ...patch } });
  const setEntries = (menuEntryList: DinnerMenuEntry[]) => setMeta({ menuEntryList });
  const updateEntry = (index: number, patch: Partial<DinnerMenuEntry>) => setEntries(entries.map((entry, at) => (at === index ? { ...entry, ...patch } : entry)));
  const move = (index: number, to: number, button: "up" | "down") => {
    setEntries(moveItem(entries, index, to));
    focusAfterMove(to, button, entries.length);
  };
  const remove = (index: number) => {
    setEntries(removeItem(entries, index, DINNER_MENU_LIMITS.minEntries));
    focusLater(fieldId(Math.max(0, index - 1), "title"));
  };
  const add = () => {
    setEntries([...entries, emptyMenuEntry()]);
    focusLater(fieldId(entries.length, "title"));
  };
  const opacityPercent = Math.round(meta.bgOpacity * 100);
  const canAdd = entries.length < DINNER_MENU_LIMITS.maxEntries;

  return (
    <div className="flex flex-col gap-4">
      {preview}
      <div className="page-chrome flex flex-col gap-4 rounded-lg border border-ink-200 bg-white p-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t("titleLabel")}
            value={meta.title}
            maxLength={DINNER_MENU_LIMITS.title}
            placeholder={t("titlePlaceholder")}
            onChange={(event) => setMeta({ title: event.target.value })}
          />
          <SelectField
            label={t("style")}
            value={meta.styleClass}
            options={DINNER_MENU_STYLES.map((style) => ({ value: style, label: t(`styles.${style}`) }))}
            onChange={(event) => setMeta({ styleClass: event.target.value as DinnerMenuStyle })}
          />
        </div>
        <div className="flex flex-wrap items-center gap-3 text-sm text-ink-700">
          <label htmlFor={`${baseId}-opacity`}>{t("bgOpacity")}</label>
          <input
            id={`${baseId}-opacity`}
            type="range"
            min={0}
            max={100}
            step={5}
            value={opacityPercent}
            aria-valuetext={`${opacityPercent}%`}
            onChange={(event) => setMeta({ bgOpacity: Number(event.target.value) / 100 })}
            className="w-48 accent-accent-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
          />
          <output htmlFor={`${baseId}-opacity`} className="w-10 tabular-nums text-ink-600">
            {opacityPercent}%
          </output>
        </div>
        <ol className="flex flex-col gap-3" aria-label={t("entries")}>
          {entries.map((entry, index) => (
            <li key={index}>
              <fieldset className="flex flex-col gap-2 rounded-lg border border-ink-200 p-3">
                <legend className="px-1 text-xs font-medium text-ink-600">{t("entryLegend", { number: index + 1 })}</legend>
                <TextField
                  id={fieldId(index, "title")}
                  label={t("entryTitle")}
                  value={entry.title}
                  maxLength={DINNER_MENU_LIMITS.entryTitle}
                  placeholder={index < COURSES.length ? t(`courses.${COURSES[index]}`) : t("entryTitlePlaceholder")}
                  onChange={(event) => updateEntry(index, { title: event.target.value })}
                />
                <TextareaField
                  label={t("entryContent")}
                  value={entry.content}
                  rows={2}
                  maxLength={DINNER_MENU_LIMITS.entryContent}
                  placeholder={t("entryContentPlaceholder")}
                  onChange={(event) => updateEntry(index, { content: event.target.value })}
                />
                <div className="flex flex-wrap justify-end gap-2">
                  <MoveButtons
                    index={index}
                    count={entries.length}
                    fieldId={fieldId}
                    labels={{ up: t("moveUp"), upNumbered: t("moveUpNumbered", { number: index + 1 }), down: t("moveDown"), downNumbered: t("moveDownNumbered", { number: index + 1 }) }}
                    onMove={(to, button) => move(index, to, button)}
                  />
                  {entries.length > DINNER_MENU_LIMITS.minEntries && (
                    <button type="button" className={SMALL_BUTTON} aria-label={t("removeEntryNumbered", { number: index + 1 })} onClick={() => remove(index)}>
                      {t("removeEntry")}
                    </button>
                  )}
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
        <div className="flex items-center gap-3">
          <Button type="button" variant="secondary" size="sm" onClick={add} disabled={!canAdd}>
            {t("addEntry")}
          </Button>
          {!canAdd && <span className="text-xs text-ink-600">{t("maxEntries", { max: DINNER_MENU_LIMITS.maxEntries })}</span>}
        </div>
      </div>
    </div>
  );
}

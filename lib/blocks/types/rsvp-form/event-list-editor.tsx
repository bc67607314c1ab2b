"use client";

import { useTranslations } from "next-intl";
import { Button, SelectField, TextareaField, TextField } from "@/components/ui";
import { LOCALE_NAMES } from "@/lib/i18n/locales";
import { moveItem, removeItem } from "../../list-edit";
import { MoveButtons, SMALL_BUTTON, useListFocus } from "../../list-editing";
import type { RsvpEvent } from "./schema";
import { emptyRsvpEvent, RSVP_LANGS, RSVP_LIMITS, type RsvpLang } from "./values";

// The events a guest answers one by one: add (in the form's language), remove, move earlier or
// later, and per event its language, title, subtitle and plain-text description. Focus follows the
// event a button acted on, so keyboard users do not lose their place when the list changes.


export function EventListEditor({ events, formLang, onChange }: { events: RsvpEvent[]; formLang: RsvpLang; onChange: (events: RsvpEvent[]) => void }) {
  const t = useTranslations("blocks.rsvp-form.editor");
  const { fieldId, focusLater, focusAfterMove } = useListFocus();

  const update = (index: number, patch: Partial<RsvpEvent>) => onChange(events.map((event, at) => (at === index ? { ...event, ...patch } : event)));
  const move = (index: number, to: number, button: "up" | "down") => {
    onChange(moveItem(events, index, to));
    focusAfterMove(to, button, events.length);
  };
  const remove = (index: number) => {
    onChange(removeItem(events, index, 0));
    focusLater(events.length > 1 ? fieldId(Math.max(0, index - 1), "title") : fieldId(0, "add"));
  };
  const add = () => {
    onChange([...events, emptyRsvpEvent(formLang)]);
    focusLater(fieldId(events.length, "title"));
  };
  const canAdd = events.length < RSVP_LIMITS.events;

  return (
    <div className="flex flex-col gap-3">
      <h4 className="m-0 text-sm font-semibold text-ink-900">{t("eventList")}</h4>
      {events.length === 0 && <p className="m-0 text-sm text-ink-600">{t("noEvents")}</p>}
      {events.length > 0 && (
        <ol className="m-0 flex list-none flex-col gap-3 p-0" aria-label={t("eventList")}>
          {events.map((event, index) => (
            <li key={index}>
              <fieldset className="flex flex-col gap-2 rounded-lg border border-ink-200 p-3">
                <legend className="px-1 text-xs font-medium text-ink-600">{t("eventLegend", { number: index + 1 })}</legend>
                <div className="grid gap-2 sm:grid-cols-[10rem_1fr]">
                  <SelectField
                    label={t("eventLang")}
                    value={event.lang}
                    options={RSVP_LANGS.map((lang) => ({ value: lang, label: LOCALE_NAMES[lang] }))}
                    onChange={(change) => update(index, { lang: change.target.value as RsvpLang })}
                  />
                  <TextField
                    id={fieldId(index, "title")}
                    label={t("eventTitle")}
                    value={event.title}
                    maxLength={RSVP_LIMITS.eventTitle}
                    onChange={(change) => update(index, { title: change.target.value })}
                  />
                </div>
                <TextField label={t("eventSubtitle")} value={event.subtitle} maxLength={RSVP_LIMITS.eventSubtitle} onChange={(change) => update(index, { subtitle: change.target.value })} />
                <TextareaField label={t("eventDesc")} rows={3} value={event.desc} maxLength={RSVP_LIMITS.eventDesc} onChange={(change) => update(index, { desc: change.target.value })} />
                <div className="flex flex-wrap justify-end gap-2">
                  <MoveButtons
                    index={index}
                    count={events.length}
                    fieldId={fieldId}
                    labels={{ up: t("moveUp"), upNumbered: t("moveUpNumbered", { number: index + 1 }), down: t("moveDown"), downNumbered: t("moveDownNumbered", { number: index + 1 }) }}
                    onMove={(to, button) => move(index, to, button)}
                  />
                  <button type="button" className={SMALL_BUTTON} aria-label={t("removeNumbered", { number: index + 1 })} onClick={() => remove(index)}>
                    {t("remove")}
                  </button>
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
      )}
      <div className="flex items-center gap-3">
        <Button id={fieldId(0, "add")} type="button" variant="secondary" size="sm" onClick={add} disabled={!canAdd}>
          {t("addEvent")}
        </Button>
        {!canAdd && <span className="text-xs text-ink-600">{t("maxEvents", { max: RSVP_LIMITS.events })}</span>}
      </div>
    </div>
  );
}

"use client";

import { useTranslations } from "next-intl";
import { SelectField, Switch, TextareaField, TextField } from "@/components/ui";
import { LOCALE_NAMES } from "@/lib/i18n/locales";
import type { RsvpMeta } from "./schema";
import { RSVP_LANGS, RSVP_LIMITS, type RsvpLang } from "./values";

// The RSVP form's settings, one small component per part of the form. Each reports a partial
// metaData through setMeta; the schema clamps and caps again on the server.

interface SettingsProps {
  meta: RsvpMeta;
  setMeta: (patch: Partial<RsvpMeta>) => void;
}

const SECTION = "m-0 flex flex-col gap-3 border-0 p-0";
const LEGEND = "mb-1 text-sm font-semibold text-ink-900";

const MAX_PEOPLE_CHOICES = Array.from({ length: RSVP_LIMITS.maxPeople.max - RSVP_LIMITS.maxPeople.min + 1 }, (_, index) => RSVP_LIMITS.maxPeople.min + index);

/** Language (which greetings and age groups are offered), title and the three per-person questions. */
export function FormSettings({ meta, setMeta }: SettingsProps) {
  const t = useTranslations("blocks.rsvp-form.editor");
  return (
    <fieldset className={SECTION}>
      <legend className={LEGEND}>{t("formLegend")}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t("lang")}
          hint={t("langHint")}
          value={meta.lang}
          options={RSVP_LANGS.map((lang) => ({ value: lang, label: LOCALE_NAMES[lang] }))}
          onChange={(event) => setMeta({ lang: event.target.value as RsvpLang })}
        />
        <TextField label={t("title")} value={meta.title} maxLength={RSVP_LIMITS.title} onChange={(event) => setMeta({ title: event.target.value })} />
      </div>
      <Switch label={t("hasGreeting")} description={t("hasGreetingHint")} checked={meta.hasGreeting} onChange={(event) => setMeta({ hasGreeting: event.target.checked })} />
      <Switch label={t("hasAdult")} description={t("hasAdultHint")} checked={meta.hasAdult} onChange={(event) => setMeta({ hasAdult: event.target.checked })} />
      <Switch
        label={t("hasDietaryRequirements")}
        description={t("hasDietaryRequirementsHint")}
        checked={meta.hasDietaryRequirements}
        onChange={(event) => setMeta({ hasDietaryRequirements: event.target.checked })}
      />
    </fieldset>
  );
}

/** Titles and subtitles of the people and events sections, and how many people one reply may name. */
export function SectionSettings({ meta, setMeta }: SettingsProps) {
  const t = useTranslations("blocks.rsvp-form.editor");
  const people = meta.peopleSection;
  const events = meta.eventsSection;
  const setPeople = (patch: Partial<RsvpMeta["peopleSection"]>) => setMeta({ peopleSection: { ...people, ...patch } });
  const setEvents = (patch: Partial<RsvpMeta["eventsSection"]>) => setMeta({ eventsSection: { ...events, ...patch } });
  return (
    <>
      <fieldset className={SECTION}>
        <legend className={LEGEND}>{t("peopleLegend")}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label={t("sectionTitle")} value={people.title} maxLength={RSVP_LIMITS.title} onChange={(event) => setPeople({ title: event.target.value })} />
          <SelectField
            label={t("maxPeople")}
            value={String(people.maxPeople)}
            options={MAX_PEOPLE_CHOICES.map((count) => ({ value: String(count), label: String(count) }))}
            onChange={(event) => setPeople({ maxPeople: Number(event.target.value) })}
          />
        </div>
        <TextareaField label={t("sectionSubtitle")} rows={2} value={people.subtitle} maxLength={RSVP_LIMITS.subtitle} onChange={(event) => setPeople({ subtitle: event.target.value })} />
      </fieldset>
      <fieldset className={SECTION}>
        <legend className={LEGEND}>{t("eventsLegend")}</legend>
        <TextField label={t("sectionTitle")} value={events.title} maxLength={RSVP_LIMITS.title} onChange={(event) => setEvents({ title: event.target.value })} />
        <TextareaField label={t("sectionSubtitle")} rows={2} value={events.subtitle} maxLength={RSVP_LIMITS.subtitle} onChange={(event) => setEvents({ subtitle: event.target.value })} />
      </fieldset>
    </>
  );
}

/**
 * excuse.msg, for the planner: a suggested text pre-filled in the message field a guest sees after
 * answering that they cannot come (empty: the field starts empty). The guest may keep or rewrite
 * it; their reply carries their own text.
 */
export function DecliningSettings({ meta, setMeta }: SettingsProps) {
  const t = useTranslations("blocks.rsvp-form.editor");
  return (
    <fieldset className={SECTION}>
      <legend className={LEGEND}>{t("decliningLegend")}</legend>
      <TextareaField
        label={t("excuseMsg")}
        hint={t("excuseMsgHint")}
        rows={3}
        value={meta.excuse.msg}
        maxLength={RSVP_LIMITS.excuse}
        onChange={(event) => setMeta({ excuse: { ...meta.excuse, msg: event.target.value } })}
      />
    </fieldset>
  );
}

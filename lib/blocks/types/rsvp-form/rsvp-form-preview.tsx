"use client";

import { useTranslations } from "next-intl";
import { AGE_KEYS, DIET_KEYS, GREETING_KEYS } from "./choices";
import type { RsvpFormLabels } from "./labels";
import { RsvpFormBody } from "./rsvp-form-body";
import type { RsvpMeta } from "./schema";

// The form's client island: block views get no translator, so this small component reads the
// labels (blocks.rsvp-form.form, .greetings, .ages, .diets) from the NextIntlClientProvider that
// wraps every page (app/layout.tsx) and draws the hook-free body. It still renders on the server
// to full HTML. Keep it light: nothing here imports zod or libphonenumber (./values.ts holds the
// constants apart from the schema; the submit rule lives in ./submit-rule.ts).

export function RsvpFormPreview({ meta, idPrefix, mode }: { meta: RsvpMeta; idPrefix: string; mode: "editor" | "view" }) {
  const t = useTranslations("blocks.rsvp-form");
  const labels: RsvpFormLabels = {
    joiningLegend: t("form.joiningLegend"),
    joiningYes: t("form.joiningYes"),
    joiningNo: t("form.joiningNo"),
    person: (number) => t("form.person", { number }),
    name: t("form.name"),
    greeting: t("form.greeting"),
    greetingNone: t("form.greetingNone"),
    age: t("form.age"),
    diet: t("form.diet"),
    greetingOption: (value) => t(`greetings.${GREETING_KEYS[value]}`),
    ageOption: (value) => t(`ages.${AGE_KEYS[value]}`),
    dietOption: (value) => t(`diets.${DIET_KEYS[value]}`),
    addPerson: t("form.addPerson"),
    maxPeople: (max) => t("form.maxPeople", { max }),
    phone: t("form.phone"),
    email: t("form.email"),
    eventUntitled: (number) => t("form.eventUntitled", { number }),
    eventAttend: t("form.eventAttend"),
    attendYes: t("form.attendYes"),
    attendNo: t("form.attendNo"),
    notJoiningHeading: t("form.notJoiningHeading"),
    excuseMessage: t("form.excuseMessage"),
    excuseEmail: t("form.excuseEmail"),
    submit: t("form.submit"),
    note: mode === "editor" ? t("form.noteEditor") : t("form.noteView"),
  };
  // Replies open with the sharing issue; until then the form is a disabled preview everywhere.
  return <RsvpFormBody meta={meta} labels={labels} idPrefix={idPrefix} disabled />;
}

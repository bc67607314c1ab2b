import { ageChoices, dietChoices, greetingChoices, withCurrent } from "./choices";
import { InputField, SelectInput } from "./form-parts";
import type { RsvpFormLabels } from "./labels";
import type { RsvpMeta } from "./schema";
import { emptyRsvpPerson, RSVP_LIMITS } from "./values";

// The people section: one row per person (at least one, for the guest who answers), each with a
// name and, as the planner switched them on, greeting, age group and diet. The offered greetings
// and age groups follow the form's language (./choices.ts). In the share view (`live`) the rows up to
// maxPeople are all in the markup, the ones not yet added hidden: the script shows one per "Add a
// guest" and hides it again with its remove button, so it never builds markup of its own.

export function RsvpPeople({ meta, labels, idPrefix, disabled, live = false }: { meta: RsvpMeta; labels: RsvpFormLabels; idPrefix: string; disabled: boolean; live?: boolean }) {
  const section = meta.peopleSection;
  const shown = section.people.length ? section.people : [emptyRsvpPerson()];
  const people = live ? [...shown, ...Array.from({ length: Math.max(0, section.maxPeople - shown.length) }, emptyRsvpPerson)] : shown;
  const headingId = `${idPrefix}-people`;
  return (
    <section aria-labelledby={section.title.trim() ? headingId : undefined} className="flex flex-col gap-3">
      {section.title.trim() && (
        <h4 id={headingId} lang={meta.lang} className="m-0 text-base font-semibold text-ink-900">
          {section.title}
        </h4>
      )}
      {section.subtitle.trim() && (
        <p lang={meta.lang} className="m-0 text-sm whitespace-pre-line text-ink-600">
          {section.subtitle}
        </p>
      )}
      <ol className="m-0 flex list-none flex-col gap-3 p-0">
        {people.map((person, index) => {
          const id = (field: string) => `${idPrefix}-person-${index}-${field}`;
          return (
            <li key={index} hidden={live && index >= shown.length} {...(live ? { "data-rsvp-person": String(index) } : {})}>
              <fieldset className="m-0 grid grid-cols-1 gap-3 rounded-lg border border-ink-200 p-3 sm:grid-cols-2">
                <legend className="px-1 text-xs font-medium text-ink-600">{labels.person(index + 1)}</legend>
                <InputField
                  id={id("name")}
                  label={labels.name}
                  value={person.name}
                  disabled={disabled}
                  autoComplete={index === 0 ? "name" : "off"}
                  autoCapitalize="words"
                  maxLength={RSVP_LIMITS.name}
                  withError={live}
                  className="sm:col-span-2"
                />
                {meta.hasGreeting && (
                  <SelectInput
                    id={id("greeting")}
                    label={labels.greeting}
                    value={person.greeting}
                    disabled={disabled}
                    options={[{ value: "", label: labels.greetingNone }, ...withCurrent(greetingChoices(meta.lang), person.greeting).map((value) => ({ value, label: labels.greetingOption(value) }))]}
                  />
                )}
                {meta.hasAdult && (
                  <SelectInput
                    id={id("age")}
                    label={labels.age}
                    value={person.age}
                    disabled={disabled}
                    options={withCurrent(ageChoices(meta.lang), person.age).map((value) => ({ value, label: labels.ageOption(value) }))}
                  />
                )}
                {meta.hasDietaryRequirements && (
                  <SelectInput
                    id={id("diet")}
                    label={labels.diet}
                    value={person.dietaryRequirement}
                    disabled={disabled}
                    options={dietChoices().map((value) => ({ value, label: labels.dietOption(value) }))}
                  />
                )}
                {live && index > 0 && (
                  <div className="flex justify-end sm:col-span-2">
                    <button
                      type="button"
                      data-rsvp-remove=""
                      className="min-h-11 rounded-md border border-ink-300 bg-white px-4 py-2 text-sm text-ink-800 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-600"
                    >
                      {labels.reply.removePerson(index + 1)}
                    </button>
                  </div>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          {...(live ? { "data-rsvp-add": "" } : {})}
          disabled={disabled || shown.length >= section.maxPeople}
          className="min-h-11 rounded-md border border-ink-300 bg-white px-4 py-2 text-sm font-medium text-ink-800 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-600 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {labels.addPerson}
        </button>
        <span className="text-xs text-ink-600">{labels.maxPeople(section.maxPeople)}</span>
      </div>
    </section>
  );
}

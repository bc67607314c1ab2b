// Reads a live RSVP form's answers into the shape the answer schema and the submit route take (the
// block's metaData with the guest's answers, plus the phone's chosen country). Element ids and names
// come from lib/blocks/types/rsvp-form/ (prefix = the form's data-id-prefix).

export interface RsvpFormParts {
  form: HTMLFormElement;
  prefix: string;
  /** The guest rows, all of them (those not added yet are hidden). */
  rows: HTMLLIElement[];
}

export const visibleRows = (parts: RsvpFormParts) => parts.rows.filter((row) => !row.hidden);

const valueOf = (parts: RsvpFormParts, id: string) =>
  (document.getElementById(`${parts.prefix}-${id}`) as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null)?.value ?? "";

/** A yes/no group's answer: true, false, or null before one is chosen. */
export function checkedAnswer(parts: RsvpFormParts, name: string): boolean | null {
  const value = parts.form.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`)?.value;
  return value === "yes" ? true : value === "no" ? false : null;
}

export function readRsvpForm(parts: RsvpFormParts) {
  const { form, prefix } = parts;
  const people = visibleRows(parts).map((row) => {
    const index = row.dataset.rsvpPerson;
    return {
      name: valueOf(parts, `person-${index}-name`),
      greeting: valueOf(parts, `person-${index}-greeting`),
      age: valueOf(parts, `person-${index}-age`) || "Adult",
      dietaryRequirement: valueOf(parts, `person-${index}-diet`) || "Regular",
    };
  });
  const events: { joining: boolean | null }[] = [];
  while (form.querySelector(`input[name="${prefix}-event-${events.length}"]`)) events.push({ joining: checkedAnswer(parts, `${prefix}-event-${events.length}`) });
  return {
    lang: form.dataset.lang ?? "en",
    joining: checkedAnswer(parts, `${prefix}-joining`),
    phone: valueOf(parts, "phone"),
    phoneCountry: valueOf(parts, "phone-country"),
    email: valueOf(parts, "email"),
    excuse: { msg: valueOf(parts, "excuse"), email: valueOf(parts, "excuse-email") },
    peopleSection: { people },
    eventsSection: { events },
  };
}

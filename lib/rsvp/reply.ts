import { parseRsvpAnswer } from "@/lib/blocks/types/rsvp-form/answer-schema";
import { ageChoices, greetingChoices } from "@/lib/blocks/types/rsvp-form/choices";
import { rsvpMetaSchema, type RsvpMeta, type RsvpPerson } from "@/lib/blocks/types/rsvp-form/schema";
import { invalidInput, type FieldProblem } from "@/lib/http/errors";
import { parseOrThrow } from "@/lib/http/validation";
import type { Locale } from "@/lib/i18n/locales";
import type { Translator } from "@/lib/i18n/translator";
import { rsvpFieldProblems } from "./problem-text";

// Turns what an invitee sent into the reply that is stored, against the form as it was frozen in
// the share. Only the invitee's answers are taken from the post (joining, phone, e-mail, the decline
// message and e-mail, the people, a yes/no per event); every text the planner wrote (titles, event
// names, switches, limits) comes from the frozen block, so a post can neither rename an event nor
// add one, nor exceed the form's maxPeople. The answers are checked by the answer schema the share
// view's script ran before sending (the submit rule of spec §5, phone numbers for their country,
// stored in E.164): what the browser accepted is accepted here, and the reverse. Anything wrong is a
// 400 naming the field (formData.phone, formData.peopleSection.people.0.name, ...).

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The length of a list at `section.key` in the raw post, before the schema trims it to its caps. */
function rawLength(formData: Record<string, unknown>, section: string, key: string): number {
  const value = formData[section];
  const list = isObject(value) ? value[key] : undefined;
  return Array.isArray(list) ? list.length : 0;
}

/** A person as the form asks for them: answers to questions the form does not ask fall back to the defaults. */
function cleanPerson(person: RsvpPerson, form: RsvpMeta): RsvpPerson {
  return {
    name: person.name.trim(),
    greeting: form.hasGreeting && person.greeting !== "" && greetingChoices(form.lang).includes(person.greeting) ? person.greeting : "",
    age: form.hasAdult && ageChoices(form.lang).includes(person.age) ? person.age : "Adult",
    dietaryRequirement: form.hasDietaryRequirements ? person.dietaryRequirement : "Regular",
  };
}

export function buildReply(form: RsvpMeta, formData: Record<string, unknown>, t: Translator, locale: Locale): RsvpMeta {
  const limits: FieldProblem[] = [];
  const maxPeople = form.peopleSection.maxPeople;
  if (rawLength(formData, "peopleSection", "people") > maxPeople) {
    limits.push({ path: "formData.peopleSection.people", message: t("blocks.rsvp-form.reply.tooManyPeople", { max: maxPeople }) });
  }
  const eventCount = form.eventsSection.events.length;
  if (rawLength(formData, "eventsSection", "events") > eventCount) {
    limits.push({ path: "formData.eventsSection.events", message: t("blocks.rsvp-form.reply.tooManyEvents", { count: eventCount }) });
  }
  if (limits.length) throw invalidInput("invalidInput", limits);

  // A national number without a chosen country is read in the country of the frozen form's language.
  const answer = parseRsvpAnswer({ ...formData, lang: form.lang });
  if (!answer.success) throw invalidInput("invalidInput", rsvpFieldProblems(answer.issues, t, locale));
  const sent = parseOrThrow(rsvpMetaSchema, answer.data, t, "formData");
  const [first, ...others] = sent.peopleSection.people;
  // The first person answers for the reply (the rule needs their name); later rows left empty are dropped.
  const people = [first ?? { name: "", greeting: "", age: "Adult", dietaryRequirement: "Regular" }, ...others.filter((person) => person.name.trim())].map((person) =>
    cleanPerson(person, form),
  );
  const joining = sent.joining;
  return {
    ...form,
    joining,
    phone: joining === true ? answer.data.phone : "",
    email: joining === true ? sent.email : "",
    excuse: joining === false ? { msg: sent.excuse.msg, email: sent.excuse.email } : { msg: "", email: "" },
    peopleSection: { ...form.peopleSection, people },
    // Event answers only matter for a guest who comes.
    eventsSection: { ...form.eventsSection, events: form.eventsSection.events.map((event, index) => ({ ...event, joining: joining === true ? (sent.eventsSection.events[index]?.joining ?? null) : null })) },
  };
}

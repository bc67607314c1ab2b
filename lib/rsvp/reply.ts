import { ageChoices, greetingChoices } from "@/lib/blocks/types/rsvp-form/choices";
import { rsvpMetaSchema, type RsvpMeta, type RsvpPerson } from "@/lib/blocks/types/rsvp-form/schema";
import { submitProblems } from "@/lib/blocks/types/rsvp-form/submit-rule";
import { RSVP_PROBLEM_FIELDS } from "@/lib/blocks/types/rsvp-form/submit-problems";
import { invalidInput, type FieldProblem } from "@/lib/http/errors";
import { parseOrThrow } from "@/lib/http/validation";
import type { Translator } from "@/lib/i18n/translator";

// Turns what an invitee sent into the reply that is stored, against the form as it was frozen in
// the share. Only the invitee's answers are taken from the post (joining, phone, e-mail, the decline
// message and e-mail, the people, a yes/no per event); every text the planner wrote (titles, event
// names, switches, limits) comes from the frozen block, so a post can neither rename an event nor
// add one, nor exceed the form's maxPeople. Then the submit rule (spec §5) must hold, checked with
// the same function the share view's script mirrors. Anything wrong is a 400 naming the field.

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

export function buildReply(form: RsvpMeta, formData: Record<string, unknown>, t: Translator): RsvpMeta {
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

  const sent = parseOrThrow(rsvpMetaSchema, formData, t, "formData");
  const [first, ...others] = sent.peopleSection.people;
  // The first person answers for the reply (the rule needs their name); later rows left empty are dropped.
  const people = [first ?? { name: "", greeting: "", age: "Adult", dietaryRequirement: "Regular" }, ...others.filter((person) => person.name.trim())].map((person) =>
    cleanPerson(person, form),
  );
  const joining = sent.joining;
  const reply: RsvpMeta = {
    ...form,
    joining,
    phone: joining === true ? sent.phone.trim() : "",
    email: joining === true ? sent.email.trim() : "",
    excuse: joining === false ? { msg: sent.excuse.msg.trim(), email: sent.excuse.email.trim() } : { msg: "", email: "" },
    peopleSection: { ...form.peopleSection, people },
    // Event answers only matter for a guest who comes.
    eventsSection: { ...form.eventsSection, events: form.eventsSection.events.map((event, index) => ({ ...event, joining: joining === true ? (sent.eventsSection.events[index]?.joining ?? null) : null })) },
  };

  const problems = submitProblems(reply);
  if (problems.length) {
    throw invalidInput(
      "invalidInput",
      problems.map((problem) => ({ path: `formData.${RSVP_PROBLEM_FIELDS[problem]}`, message: t(`blocks.rsvp-form.reply.problems.${problem}`) })),
    );
  }
  return reply;
}

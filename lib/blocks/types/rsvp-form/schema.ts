import { z } from "zod";
import { isLocale } from "@/lib/i18n/locales";
import { clampedNumber, flag, metaObject, oneOf, text } from "../../schema-helpers";
import { RSVP_AGES, RSVP_DIETS, RSVP_GREETINGS, RSVP_LANGS, RSVP_LIMITS } from "./values";

// The RSVP form's metaData (workspace spec §3 "RSVP", §9 "RSVP"). The same object is what the invitee
// later submits (spec §7: POST /api/form/rsvp/{segmentId} with "formData (the block metaData)"), so the
// enum VALUES below are a payload contract and are kept exactly as the spec writes them, including
// "Vegaterian"; only the visible labels are translated (blocks.rsvp-form.* via ./choices.ts).
// Rules: numbers clamp, unreadable enums fall back to a default, over-long strings and lists are
// refused (400). E-mail and phone formats are not enforced here: the planner designs the form with
// them empty and the invitee types them later; the answer schema (./answer-schema.ts) checks them.

/** true, false, or null (undecided): anything else is undecided (spec §4 "RSVP joining: null, then true or false"). */
const joining = z
  .unknown()
  .optional()
  .transform((value) => (typeof value === "boolean" ? value : null));

const person = metaObject({
  name: text(RSVP_LIMITS.name),
  greeting: oneOf(["", ...RSVP_GREETINGS] as const, ""),
  age: oneOf(RSVP_AGES, "Adult"),
  dietaryRequirement: oneOf(RSVP_DIETS, "Regular"),
});

const event = metaObject({
  lang: oneOf(RSVP_LANGS, "en"),
  title: text(RSVP_LIMITS.eventTitle),
  subtitle: text(RSVP_LIMITS.eventSubtitle),
  // Plain text (rendered escaped, line breaks kept): no HTML is stored here.
  desc: text(RSVP_LIMITS.eventDesc),
  joining,
});

export type RsvpPerson = z.output<typeof person>;
export type RsvpEvent = z.output<typeof event>;

/**
 * A list of at most `max` items; missing or null is empty, a longer one keeps its first `max` (spec
 * §5 clamps): refusing it would make a stored form (an import) unreadable, and readers would see
 * the defaults instead of the planner's form.
 */
const list = <Item extends z.ZodType>(item: Item, max: number) =>
  z
    .array(item)
    .nullish()
    .transform((items) => (items ?? []).slice(0, max));

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** An event without a readable language takes the form's (as the editor gives a new event), not English. */
function eventsInFormLang(value: unknown): unknown {
  if (!isObject(value) || !isLocale(value.lang) || !isObject(value.eventsSection) || !Array.isArray(value.eventsSection.events)) return value;
  const lang = value.lang;
  const events = value.eventsSection.events.map((item: unknown) => (isObject(item) && !isLocale(item.lang) ? { ...item, lang } : item));
  return { ...value, eventsSection: { ...value.eventsSection, events } };
}

const rsvpMetaShape = metaObject({
  lang: oneOf(RSVP_LANGS, "en"),
  title: text(RSVP_LIMITS.title, "Will you join us?"),
  hasGreeting: flag(true),
  hasAdult: flag(true),
  hasDietaryRequirements: flag(true),
  phone: text(RSVP_LIMITS.phone),
  email: text(RSVP_LIMITS.email),
  joining,
  // msg: the text of the "message to the hosts" field a guest sees after choosing "can't come". The
  // planner stores a suggested text there (pre-filled, the guest may rewrite it); a submission
  // carries the guest's own. email: the decliner's e-mail (spec §5 "the not-joining e-mail field").
  excuse: metaObject({
    msg: text(RSVP_LIMITS.excuse),
    email: text(RSVP_LIMITS.email),
  }),
  peopleSection: metaObject({
    title: text(RSVP_LIMITS.title, "Who is coming?"),
    subtitle: text(RSVP_LIMITS.subtitle),
    people: list(person, RSVP_LIMITS.people),
    // Spec §9: default 2, choices 1 to 10 (whole numbers).
    maxPeople: clampedNumber(RSVP_LIMITS.maxPeople.min, RSVP_LIMITS.maxPeople.max, RSVP_LIMITS.maxPeople.default).transform(Math.round),
  }),
  eventsSection: metaObject({
    title: text(RSVP_LIMITS.title, "Events"),
    subtitle: text(RSVP_LIMITS.subtitle),
    events: list(event, RSVP_LIMITS.events),
  }),
});

export const rsvpMetaSchema = z.preprocess(eventsInFormLang, rsvpMetaShape);

export type RsvpMeta = z.output<typeof rsvpMetaSchema>;

// Nothing is stored in content: absent, null or a string (older rows) all become null.
export const rsvpContentSchema = z
  .string()
  .nullish()
  .transform(() => null);

export type RsvpContent = z.output<typeof rsvpContentSchema>;

/** A new form: English starter texts the planner edits (a stored default cannot follow the UI language). */
export const rsvpDefaults = (): { content: RsvpContent; metaData: RsvpMeta } => ({
  content: null,
  metaData: {
    lang: "en",
    title: "Will you join us?",
    hasGreeting: true,
    hasAdult: true,
    hasDietaryRequirements: true,
    phone: "",
    email: "",
    joining: null,
    excuse: { msg: "", email: "" },
    peopleSection: { title: "Who is coming?", subtitle: "", people: [], maxPeople: RSVP_LIMITS.maxPeople.default },
    eventsSection: { title: "Events", subtitle: "", events: [] },
  },
});

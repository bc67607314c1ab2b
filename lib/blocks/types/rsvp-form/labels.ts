import type { BlockLabels } from "../../definition";
import { AGE_KEYS, DIET_KEYS, GREETING_KEYS } from "./choices";
import { RSVP_PROBLEMS, type RsvpProblem } from "./problems";
import type { RsvpAge, RsvpDiet, RsvpGreeting } from "./values";

/** Every fixed text the form shows, already translated (blocks.rsvp-form): the body is hook-free. */
export interface RsvpFormLabels {
  joiningLegend: string;
  joiningYes: string;
  joiningNo: string;
  person: (number: number) => string;
  name: string;
  greeting: string;
  greetingNone: string;
  age: string;
  diet: string;
  greetingOption: (value: RsvpGreeting) => string;
  ageOption: (value: RsvpAge) => string;
  dietOption: (value: RsvpDiet) => string;
  addPerson: string;
  maxPeople: (max: number) => string;
  phone: string;
  /** The phone's country picker, and its one choice before the share view's script fills in the countries. */
  phoneCountry: string;
  phoneCountryChoose: string;
  email: string;
  eventUntitled: (number: number) => string;
  eventAttend: string;
  attendYes: string;
  attendNo: string;
  notJoiningHeading: string;
  excuseMessage: string;
  excuseEmail: string;
  submit: string;
  /** Why every control is disabled (the editor preview; previews outside the share view). */
  note: string;
  /** The share view's live form: status texts and hints its script shows (blocks.rsvp-form.reply). */
  reply: RsvpReplyLabels;
}

export interface RsvpReplyLabels {
  sending: string;
  sent: string;
  error: string;
  /** The share is no longer open (the submit route's 404). */
  closed: string;
  noscript: string;
  removePerson: (number: number) => string;
  /**
   * What is wrong with a field, one text per problem of the answer schema (./answer-schema.ts), with
   * its placeholders ({country}, {max}) left in for the share view's script to fill.
   */
  problems: Record<RsvpProblem, string>;
}

/** Placeholders kept as written: the browser fills them (a country's name in the reader's language, a length). */
const KEEP_PLACEHOLDERS = { country: "{country}", max: "{max}" };

/** The share view's reply texts. */
export function rsvpReplyLabels(text: BlockLabels["text"]): RsvpReplyLabels {
  const reply = (key: string, values?: Record<string, string | number>) => text(`rsvp-form.reply.${key}`, values);
  return {
    sending: reply("sending"),
    sent: reply("sent"),
    error: reply("error"),
    closed: reply("closed"),
    noscript: reply("noscript"),
    removePerson: (number) => reply("removePerson", { number }),
    problems: Object.fromEntries(RSVP_PROBLEMS.map((problem) => [problem, reply(`problems.${problem}`, KEEP_PLACEHOLDERS)])) as Record<RsvpProblem, string>,
  };
}

/** The form's texts in the reader's language, from the render context's translator. */
export function rsvpFormLabels(text: BlockLabels["text"], mode: "editor" | "view"): RsvpFormLabels {
  const form = (key: string, values?: Record<string, number>) => text(`rsvp-form.form.${key}`, values);
  return {
    joiningLegend: form("joiningLegend"),
    joiningYes: form("joiningYes"),
    joiningNo: form("joiningNo"),
    person: (number) => form("person", { number }),
    name: form("name"),
    greeting: form("greeting"),
    greetingNone: form("greetingNone"),
    age: form("age"),
    diet: form("diet"),
    greetingOption: (value) => text(`rsvp-form.greetings.${GREETING_KEYS[value]}`),
    ageOption: (value) => text(`rsvp-form.ages.${AGE_KEYS[value]}`),
    dietOption: (value) => text(`rsvp-form.diets.${DIET_KEYS[value]}`),
    addPerson: form("addPerson"),
    maxPeople: (max) => form("maxPeople", { max }),
    phone: form("phone"),
    phoneCountry: form("phoneCountry"),
    phoneCountryChoose: form("phoneCountryChoose"),
    email: form("email"),
    eventUntitled: (number) => form("eventUntitled", { number }),
    eventAttend: form("eventAttend"),
    attendYes: form("attendYes"),
    attendNo: form("attendNo"),
    notJoiningHeading: form("notJoiningHeading"),
    excuseMessage: form("excuseMessage"),
    excuseEmail: form("excuseEmail"),
    submit: form("submit"),
    note: mode === "editor" ? form("noteEditor") : form("noteView"),
    reply: rsvpReplyLabels(text),
  };
}

import type { RsvpAge, RsvpDiet, RsvpGreeting } from "./values";

/**
 * Every fixed text the form shows, already translated: the body is hook-free, so its caller (the
 * client island ./rsvp-form-preview.tsx) builds these from blocks.rsvp-form.
 */
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
  email: string;
  eventUntitled: (number: number) => string;
  eventAttend: string;
  attendYes: string;
  attendNo: string;
  notJoiningHeading: string;
  excuseMessage: string;
  excuseEmail: string;
  submit: string;
  /** Why every control is disabled (the editor preview; the share view until replies open). */
  note: string;
}

import { LOCALES } from "@/lib/i18n/locales";
import type { RsvpEvent, RsvpPerson } from "./schema";

// The RSVP form's fixed values and limits, apart from the zod schema (./schema.ts) so that the
// form's body (./rsvp-form-body.tsx) never pulls zod into a client bundle. Stored values are the spec's
// strings (a payload contract: see ./schema.ts).

/** Greetings the spec names: Mr, Mrs, Mx (English and the other languages), Bay, Bayan (Turkish). "" = not chosen. */
export const RSVP_GREETINGS = ["Mr", "Mrs", "Mx", "Bay", "Bayan"] as const;
/**
 * Age groups. "Child Over 12" is the Turkish forms' extra "older than 12" choice (spec §9: "Turkish
 * has an older-than-12 variant"): a stable stored value of our choosing, in the spec's style.
 */
export const RSVP_AGES = ["Adult", "Child Over 12", "Child Under 12", "Child Under 6"] as const;
export const RSVP_DIETS = ["Regular", "Vegan", "Vegaterian", "With Special Allergies"] as const;
/** The form's language: decides which greetings and age groups are offered (./choices.ts). */
export const RSVP_LANGS = LOCALES;

export type RsvpGreeting = (typeof RSVP_GREETINGS)[number];
export type RsvpAge = (typeof RSVP_AGES)[number];
export type RsvpDiet = (typeof RSVP_DIETS)[number];
export type RsvpLang = (typeof RSVP_LANGS)[number];

export const RSVP_LIMITS = {
  title: 200,
  subtitle: 500,
  name: 200,
  phone: 40,
  email: 254,
  excuse: 2000,
  eventTitle: 200,
  eventSubtitle: 200,
  eventDesc: 2000,
  people: 10,
  events: 20,
  maxPeople: { min: 1, max: 10, default: 2 },
} as const;

export const emptyRsvpPerson = (): RsvpPerson => ({ name: "", greeting: "", age: "Adult", dietaryRequirement: "Regular" });

export const emptyRsvpEvent = (lang: RsvpLang): RsvpEvent => ({ lang, title: "", subtitle: "", desc: "", joining: null });

import { RSVP_DIETS, type RsvpAge, type RsvpDiet, type RsvpGreeting, type RsvpLang } from "./values";

// Which greetings and age groups a form offers, by the form's language (spec §9: Mr, Mrs, Mx in
// English, Bay, Bayan in Turkish; Turkish forms add an "older than 12" age group). Pure: the view,
// the editor and the tests share it. Stored values are the spec's strings; message keys cannot hold
// spaces, so each value maps to the key of its label under blocks.rsvp-form.

const TURKISH_GREETINGS = ["Bay", "Bayan"] as const satisfies readonly RsvpGreeting[];
const OTHER_GREETINGS = ["Mr", "Mrs", "Mx"] as const satisfies readonly RsvpGreeting[];
const TURKISH_AGES = ["Adult", "Child Over 12", "Child Under 12", "Child Under 6"] as const satisfies readonly RsvpAge[];
const OTHER_AGES = ["Adult", "Child Under 12", "Child Under 6"] as const satisfies readonly RsvpAge[];

export const greetingChoices = (lang: RsvpLang): readonly RsvpGreeting[] => (lang === "tr" ? TURKISH_GREETINGS : OTHER_GREETINGS);

export const ageChoices = (lang: RsvpLang): readonly RsvpAge[] => (lang === "tr" ? TURKISH_AGES : OTHER_AGES);

/** The same four diets in every language. */
export const dietChoices = (): readonly RsvpDiet[] => RSVP_DIETS;

/**
 * The offered choices plus the current value when it is not among them (a person saved before the
 * form's language changed keeps showing their choice instead of silently showing another).
 */
export const withCurrent = <Value extends string>(choices: readonly Value[], current: Value | ""): readonly Value[] =>
  current === "" || choices.includes(current) ? choices : [...choices, current];

export const GREETING_KEYS = { Mr: "mr", Mrs: "mrs", Mx: "mx", Bay: "bay", Bayan: "bayan" } as const satisfies Record<RsvpGreeting, string>;

export const AGE_KEYS = {
  Adult: "adult",
  "Child Over 12": "childOver12",
  "Child Under 12": "childUnder12",
  "Child Under 6": "childUnder6",
} as const satisfies Record<RsvpAge, string>;

// "Vegaterian" is the spec's stored spelling; its label key (and every label) says vegetarian.
export const DIET_KEYS = { Regular: "regular", Vegan: "vegan", Vegaterian: "vegetarian", "With Special Allergies": "allergies" } as const satisfies Record<RsvpDiet, string>;

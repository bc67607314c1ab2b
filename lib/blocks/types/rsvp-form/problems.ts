// What can be wrong with a guest's reply to an RSVP form: the problem names the answer schema
// (./answer-schema.ts) puts on its issues, each translated under blocks.rsvp-form.reply.problems.
// Import-free, so the form's view and the editor can list them without pulling in zod or
// libphonenumber.

export const RSVP_PROBLEMS = [
  "joining",
  "name",
  "phone",
  "phoneInvalid",
  "phoneTooShort",
  "phoneTooLong",
  "phoneInternational",
  "phoneCountryCode",
  "phoneCountryNeeded",
  "email",
  "excuseEmail",
  "tooLong",
  "invalid",
] as const;

export type RsvpProblem = (typeof RSVP_PROBLEMS)[number];

export interface RsvpAnswerIssue {
  /** The field, dotted: "phone", "excuse.email", "peopleSection.people.0.name". */
  path: string;
  problem: RsvpProblem;
  /** `country`: an ISO code each side names in its reader's language; `max`: a length. */
  params: { country?: string; max?: number };
}

export const isRsvpProblem = (value: string): value is RsvpProblem => (RSVP_PROBLEMS as readonly string[]).includes(value);

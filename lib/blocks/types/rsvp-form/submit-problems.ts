import type { RsvpMeta } from "./schema";

// The submit rule of the RSVP form (workspace spec §5 "RSVP submit") as the list of what is still
// missing, with the phone and e-mail checks passed in. Import-free, so the invitee's browser script
// (lib/share/client/rsvp.ts) applies the same rule with light checks, and the server (./submit-rule.ts)
// with libphonenumber and the app's e-mail schema. An empty list means the reply may be sent.

export type RsvpProblem = "joining" | "name" | "phone" | "email" | "excuseEmail";

/** The form field each problem names (a 400 from the submit route points at it). */
export const RSVP_PROBLEM_FIELDS: Record<RsvpProblem, string> = {
  joining: "joining",
  name: "peopleSection.people.0.name",
  phone: "phone",
  email: "email",
  excuseEmail: "excuse.email",
};

export interface RsvpChecks {
  isPhone: (value: string, lang: RsvpMeta["lang"]) => boolean;
  isEmail: (value: string) => boolean;
}

type RuleInput = Pick<RsvpMeta, "joining" | "phone" | "email" | "lang"> & { excuse: { email: string }; peopleSection: { people: { name: string }[] } };

export function rsvpProblems(meta: RuleInput, checks: RsvpChecks): RsvpProblem[] {
  const problems: RsvpProblem[] = [];
  if (meta.joining === null) problems.push("joining");
  if (!(meta.peopleSection.people[0]?.name.trim() ?? "")) problems.push("name");
  if (meta.joining === true) {
    if (!checks.isPhone(meta.phone, meta.lang)) problems.push("phone");
    if (!checks.isEmail(meta.email)) problems.push("email");
  }
  if (meta.joining === false && !checks.isEmail(meta.excuse.email)) problems.push("excuseEmail");
  return problems;
}

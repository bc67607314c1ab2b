import * as z from "zod/mini";
import { asPhoneCountry, readPhoneNumber, type PhoneProblem } from "@/lib/validation/phone-number";
import { formLanguageCountry } from "./phone-country";
import { isRsvpProblem, type RsvpAnswerIssue, type RsvpProblem } from "./problems";
import { RSVP_LANGS, RSVP_LIMITS } from "./values";

// The guest's answers to an RSVP form and the submit rule (workspace spec §5 "RSVP submit"), as ONE
// zod schema that the share view's script runs before sending and the submit route runs again
// (lib/rsvp/reply.ts): what one accepts, the other accepts. zod/mini and libphonenumber's `min`
// metadata keep it small enough for the browser (lib/share/client/rsvp.ts bundles it).
//
// The rule: the first guest has a name; joining → a valid phone number and e-mail; not joining → a
// valid e-mail; undecided → refused. A phone number is read for the country the guest chose
// (`phoneCountry`), unless it starts with + and its own country code; without a chosen country, for
// the form language's (./phone-country.ts). The output carries it in E.164 (+447400123456).
//
// Issues carry a problem name (./problems.ts) as their message, never text: each side translates it into
// the reader's language (blocks.rsvp-form.reply.problems.<name>), with `params` (a country code, a
// length) filled in. Their paths are the form's fields ("phone", "peopleSection.people.0.name").

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Absent or not an object reads as {}; unknown keys (events, greetings, ...) pass through for the block schema. */
const section = <Shape extends z.core.$ZodLooseShape>(shape: Shape) =>
  z.pipe(
    z.pipe(
      z.optional(z.unknown()),
      z.transform((value) => (isObject(value) ? value : {})),
    ),
    z.looseObject(shape),
  );

/** A typed text, trimmed, at most `max` characters; absent or null is "". */
const guestText = (max: number) =>
  z.pipe(
    z.pipe(
      z.optional(z.nullable(z.string({ error: "invalid" }))),
      z.transform((value) => (value ?? "").trim()),
    ),
    z.string().check(z.maxLength(max, { error: "tooLong" })),
  );

/** The app's one e-mail rule (lib/accounts/schemas.ts emailSchema: zod's e-mail pattern, at most 254). */
const guestEmail = z.string().check(z.email(), z.maxLength(RSVP_LIMITS.email));
const isEmail = (value: string) => z.safeParse(guestEmail, value).success;

const answerFields = section({
  lang: z.pipe(
    z.optional(z.unknown()),
    z.transform((value) => RSVP_LANGS.find((lang) => lang === value) ?? "en"),
  ),
  /** true, false, or anything else: undecided. */
  joining: z.pipe(
    z.optional(z.unknown()),
    z.transform((value) => (typeof value === "boolean" ? value : null)),
  ),
  phone: guestText(RSVP_LIMITS.phone),
  /** The picker's country (ISO code); an unknown one counts as none. */
  phoneCountry: z.pipe(z.optional(z.unknown()), z.transform(asPhoneCountry)),
  email: guestText(RSVP_LIMITS.email),
  excuse: section({ msg: guestText(RSVP_LIMITS.excuse), email: guestText(RSVP_LIMITS.email) }),
  peopleSection: section({
    people: z.pipe(
      z.optional(z.unknown()),
      z.pipe(
        z.transform((value) => (Array.isArray(value) ? value : [])),
        z.array(section({ name: guestText(RSVP_LIMITS.name) })),
      ),
    ),
  }),
});

type AnswerFields = z.output<typeof answerFields>;

const PHONE_PROBLEMS: Record<PhoneProblem, RsvpProblem> = {
  invalid: "phoneInvalid",
  tooShort: "phoneTooShort",
  tooLong: "phoneTooLong",
  countryCode: "phoneCountryCode",
};

/** The phone number in E.164, or the problem with it. */
function checkPhone(answer: AnswerFields): { e164: string } | { problem: RsvpProblem; country?: string } {
  if (!answer.phone) return { problem: "phone" };
  const country = answer.phoneCountry ?? formLanguageCountry(answer.lang);
  const reading = readPhoneNumber(answer.phone, country);
  if (reading.ok) return { e164: reading.e164 };
  // A number written with its own +code names no chosen country; one written nationally needs one.
  if (reading.international) return { problem: reading.problem === "countryCode" ? "phoneCountryCode" : "phoneInternational" };
  if (!country) return { problem: "phoneCountryNeeded" };
  return { problem: PHONE_PROBLEMS[reading.problem], country };
}

export const rsvpAnswerSchema = z.pipe(
  answerFields,
  z.transform((answer, ctx) => {
    const problem = (path: (string | number)[], message: RsvpProblem, params: RsvpAnswerIssue["params"] = {}) =>
      ctx.issues.push({ code: "custom", message, path, params, input: answer });
    if (answer.joining === null) problem(["joining"], "joining");
    if (!answer.peopleSection.people[0]?.name) problem(["peopleSection", "people", 0, "name"], "name");
    let phone = "";
    if (answer.joining === true) {
      const checked = checkPhone(answer);
      if ("e164" in checked) phone = checked.e164;
      else problem(["phone"], checked.problem, checked.country ? { country: checked.country } : {});
      if (!isEmail(answer.email)) problem(["email"], "email");
    }
    if (answer.joining === false && !isEmail(answer.excuse.email)) problem(["excuse", "email"], "excuseEmail");
    const { phoneCountry: _chosen, ...rest } = answer;
    return { ...rest, phone };
  }),
);

export type RsvpAnswer = z.output<typeof rsvpAnswerSchema>;

/** The issues of a failed parse as fields and problem names (zod's own issues, e.g. a wrong type, read "invalid"). */
export function rsvpAnswerIssues(error: z.core.$ZodError): RsvpAnswerIssue[] {
  return error.issues.map((issue) => {
    const problem = isRsvpProblem(issue.message) ? issue.message : "invalid";
    const params: RsvpAnswerIssue["params"] =
      issue.code === "custom" ? { ...(issue.params as RsvpAnswerIssue["params"]) } : issue.code === "too_big" ? { max: Number(issue.maximum) } : {};
    return { path: issue.path.map(String).join("."), problem, params };
  });
}

export type RsvpAnswerResult = { success: true; data: RsvpAnswer } | { success: false; issues: RsvpAnswerIssue[] };

/** Parses what a guest typed (or sent) into the reply's answers, or the problems to show on each field. */
export function parseRsvpAnswer(input: unknown): RsvpAnswerResult {
  const result = z.safeParse(rsvpAnswerSchema, input);
  return result.success ? { success: true, data: result.data } : { success: false, issues: rsvpAnswerIssues(result.error) };
}

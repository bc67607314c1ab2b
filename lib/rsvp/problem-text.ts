import type { RsvpAnswerIssue } from "@/lib/blocks/types/rsvp-form/problems";
import type { FieldProblem } from "@/lib/http/errors";
import type { Locale } from "@/lib/i18n/locales";
import type { Translator } from "@/lib/i18n/translator";
import { countryName } from "@/lib/validation/phone-countries";

// The answer schema's issues (lib/blocks/types/rsvp-form/answer-schema.ts) as the submit route's
// field problems: the path under formData, the text in the caller's language with the country named
// in it (the share view's script writes the same texts from the same keys).

export function rsvpFieldProblems(issues: RsvpAnswerIssue[], t: Translator, locale: Locale): FieldProblem[] {
  return issues.map(({ path, problem, params }) => ({
    path: path ? `formData.${path}` : "formData",
    message: t(`blocks.rsvp-form.reply.problems.${problem}`, {
      country: params.country ? countryName(params.country, locale) : "",
      max: params.max ?? 0,
    }),
  }));
}

import { isValidPhoneNumber, type CountryCode } from "libphonenumber-js";
import { emailSchema } from "@/lib/accounts/schemas";
import type { RsvpMeta } from "./schema";
import { rsvpProblems, type RsvpProblem } from "./submit-problems";
import type { RsvpLang } from "./values";

// When an invitee may send their reply (workspace spec §5 "RSVP submit"): only in the read-only
// invitee view, only once the first person has a name, and then
//   joining      -> the mobile phone and the invitee e-mail are valid;
//   not joining  -> the not-joining e-mail (excuse.email) is valid;
//   undecided    -> never.
// Pure (no React), so the submit route and the tests apply the same rule (./submit-problems.ts);
// the invitee's browser script applies that rule with lighter checks, so libphonenumber's metadata
// and zod stay out of the share view's scripts.

/**
 * A number written nationally is read in the country of the form's language; English is spoken in
 * too many countries to guess one, so an English form needs the international form (+44...).
 * An international number (+...) is valid in every form.
 */
const PHONE_COUNTRY: Record<RsvpLang, CountryCode | undefined> = { en: undefined, tr: "TR", de: "DE", es: "ES", it: "IT" };

/** A phone number libphonenumber accepts as a real number (country code, length and number plan). */
export function isValidRsvpPhone(value: string, lang: RsvpLang = "en"): boolean {
  const phone = value.trim();
  if (!phone) return false;
  const country = PHONE_COUNTRY[lang];
  return country ? isValidPhoneNumber(phone, country) : isValidPhoneNumber(phone);
}

/** The app's one e-mail rule (the sign-up and share forms use the same schema). */
export const isValidRsvpEmail = (value: string): boolean => emailSchema.safeParse(value).success;

/** What still stops the reply, checked properly (the submit route answers these as field errors). */
export const submitProblems = (meta: RsvpMeta): RsvpProblem[] => rsvpProblems(meta, { isPhone: isValidRsvpPhone, isEmail: isValidRsvpEmail });

export function canSubmit(meta: RsvpMeta, { readOnlyInviteeView }: { readOnlyInviteeView: boolean }): boolean {
  return readOnlyInviteeView && submitProblems(meta).length === 0;
}

import { isValidPhoneNumber, type CountryCode } from "libphonenumber-js";
import { emailSchema } from "@/lib/accounts/schemas";
import type { RsvpMeta } from "./schema";
import type { RsvpLang } from "./values";

// When an invitee may send their reply (workspace spec §5 "RSVP submit"): only in the read-only
// invitee view, only once the first person has a name, and then
//   joining      -> the mobile phone and the invitee e-mail are valid;
//   not joining  -> the not-joining e-mail (excuse.email) is valid;
//   undecided    -> never.
// Pure (no React), so the invitee's form, the submit route and the tests apply the same rule.
// Kept out of the view's client island: libphonenumber's metadata has no place in the form's markup.

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

export function canSubmit(meta: RsvpMeta, { readOnlyInviteeView }: { readOnlyInviteeView: boolean }): boolean {
  if (!readOnlyInviteeView) return false;
  const firstName = meta.peopleSection.people[0]?.name.trim() ?? "";
  if (!firstName) return false;
  if (meta.joining === true) return isValidRsvpPhone(meta.phone, meta.lang) && isValidRsvpEmail(meta.email);
  if (meta.joining === false) return isValidRsvpEmail(meta.excuse.email);
  return false;
}

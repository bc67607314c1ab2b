import { isSupportedCountry, parsePhoneNumberFromString, validatePhoneNumberLength, type CountryCode } from "libphonenumber-js/min";

// Reading a phone number a person typed, for a country they chose. Pure and browser-safe: the
// share view's RSVP script bundles it, and the server runs the very same code, so both accept the
// same numbers. libphonenumber's `min` metadata: it checks the country code, the length and the
// number plan of each country (not whether a number is mobile, which needs the larger metadata).

export type { CountryCode } from "libphonenumber-js/min";

/** Why a number is refused: not a number at all, too short or too long for its country, or an unknown +code. */
export type PhoneProblem = "invalid" | "tooShort" | "tooLong" | "countryCode";

export type PhoneReading =
  | { ok: true; e164: string }
  /** `international`: the number was written with its own country code (+...), so the chosen country did not apply. */
  | { ok: false; problem: PhoneProblem; international: boolean };

/** Digits and the separators people type (spaces, dots, dashes, slashes, brackets), an optional leading +. */
const PHONE_CHARACTERS = /^\+?[\d\s().\-/]+$/;

/** A country code libphonenumber knows ("GB"), or undefined for anything else. */
export function asPhoneCountry(value: unknown): CountryCode | undefined {
  return typeof value === "string" && /^[A-Z]{2}$/.test(value) && isSupportedCountry(value) ? value : undefined;
}

/** Written with its own country code: a leading + (the international prefix 00 is read as such by libphonenumber too). */
export const isInternationalForm = (value: string) => value.trim().startsWith("+");

/**
 * The number in E.164 (+447400123456) when it is a valid number: written with +, for the country it
 * names (the chosen country is then ignored); written nationally, for `country`. Without a country a
 * national number cannot be read and is refused.
 */
export function readPhoneNumber(value: string, country: CountryCode | undefined): PhoneReading {
  const text = value.trim();
  const international = isInternationalForm(text);
  if (!PHONE_CHARACTERS.test(text) || !/\d/.test(text)) return { ok: false, problem: "invalid", international };
  const options = { defaultCountry: international ? undefined : country, extract: false } as const;
  const parsed = parsePhoneNumberFromString(text, options);
  if (parsed?.isValid()) return { ok: true, e164: parsed.number };
  const length = validatePhoneNumberLength(text, options);
  if (length === "INVALID_COUNTRY") return { ok: false, problem: international ? "countryCode" : "invalid", international };
  if (length === "TOO_SHORT") return { ok: false, problem: "tooShort", international };
  if (length === "TOO_LONG") return { ok: false, problem: "tooLong", international };
  return { ok: false, problem: "invalid", international };
}

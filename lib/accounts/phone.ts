import { isValidPhoneNumber, parsePhoneNumberWithError, validatePhoneNumberLength, type CountryCode } from "libphonenumber-js";

/** The spec's four phone messages (workspace spec §5), as keys under `validation`. */
export type PhoneProblem = "invalidNumber" | "invalidCountryCode" | "phoneTooShort" | "phoneTooLong";

/** Checks a mobile number for a country (Turkey by default: only Turkish sign-ups are asked for one). */
export function checkPhone(value: string, country: CountryCode = "TR"): PhoneProblem | null {
  const number = value.trim();
  if (!/^\+?[\d\s().-]+$/.test(number)) return "invalidNumber";
  const lengthProblem = validatePhoneNumberLength(number, country);
  if (lengthProblem === "INVALID_COUNTRY") return "invalidCountryCode";
  if (lengthProblem === "TOO_SHORT") return "phoneTooShort";
  if (lengthProblem === "TOO_LONG") return "phoneTooLong";
  if (lengthProblem) return "invalidNumber";
  return isValidPhoneNumber(number, country) ? null : "invalidNumber";
}

/** The number in E.164 form for storage (+905321234567). Call only after checkPhone passed. */
export function normalizePhone(value: string, country: CountryCode = "TR"): string {
  return parsePhoneNumberWithError(value.trim(), country).number;
}

import { getCountries, getCountryCallingCode, type CountryCode } from "libphonenumber-js/min";

// The countries a phone number may belong to, named in the reader's language (Intl.DisplayNames,
// in browsers and in Node alike), with their calling codes: the RSVP form's country picker and the
// server's messages ("not a valid number for Germany") read the same names.

export interface PhoneCountryOption {
  code: CountryCode;
  name: string;
  /** Without the +: "44". */
  callingCode: string;
}

/** The country's name in `locale` ("Almanya" for DE in Turkish); the code itself where the runtime has no name. */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "region", fallback: "code" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Every country libphonenumber knows, sorted by its name in `locale`. */
export function phoneCountryOptions(locale: string): PhoneCountryOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: "region", fallback: "code" });
  } catch {
    // An old browser without DisplayNames: the codes stand in for the names.
  }
  const collator = new Intl.Collator(locale);
  return getCountries()
    .map((code) => ({ code, name: names?.of(code) ?? code, callingCode: getCountryCallingCode(code) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

import { AsYouType, type CountryCode } from "libphonenumber-js/min";
import { defaultPhoneCountry } from "@/lib/blocks/types/rsvp-form/phone-country";
import { asPhoneCountry, isInternationalForm } from "@/lib/validation/phone-number";
import { phoneCountryOptions } from "@/lib/validation/phone-countries";

// The RSVP form's phone number with its country picker (markup: lib/blocks/types/rsvp-form/rsvp-phone-field.tsx).
// Fills the native <select> with every country libphonenumber knows, named in the reader's language
// with its calling code, and starts on the default country (the reader's language, else the
// workspace's: ../../../blocks/types/rsvp-form/phone-country.ts). The number is formatted for its
// country as it is typed. A number typed with + and a country code is that country's, whatever the
// picker says, so the picker follows it.

/** Only what libphonenumber formats without losing anything: digits, separators, a leading +. */
const FORMATTABLE = /^\+?[\d\s().\-/]*$/;

export function enhancePhoneField(select: HTMLSelectElement, input: HTMLInputElement, language: string, currency: string): void {
  const options = phoneCountryOptions(language).map(({ code, name, callingCode }) => new Option(`${name} (+${callingCode})`, code));
  select.replaceChildren(...options);
  select.value = defaultPhoneCountry(language, currency);
  const chosen = (): CountryCode | undefined => asPhoneCountry(select.value);

  function format(): void {
    if (!FORMATTABLE.test(input.value)) return;
    const formatter = new AsYouType(chosen());
    const formatted = formatter.input(input.value);
    if (formatted !== input.value) input.value = formatted;
    const country = formatter.getCountry();
    if (isInternationalForm(input.value) && country && country !== select.value) select.value = country;
  }

  input.addEventListener("input", (event) => {
    // Formatting only while typing at the end: after a deletion, or with the caret inside the
    // number, it would put back what was just removed or move the caret away.
    const inputType = (event as InputEvent).inputType ?? "";
    if (inputType && !inputType.startsWith("insert")) return;
    if (input.selectionEnd !== null && input.selectionEnd < input.value.length) return;
    format();
  });
  // A number written nationally is read in the new country: show it in that country's format.
  select.addEventListener("change", () => {
    if (!isInternationalForm(input.value)) format();
  });
  if (input.value) format();
}

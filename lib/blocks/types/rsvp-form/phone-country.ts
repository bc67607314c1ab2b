import type { CountryCode } from "@/lib/validation/phone-number";
import type { CurrencyCode } from "@/lib/pricing/types";
import type { RsvpLang } from "./values";

// Which country the RSVP form's phone picker starts on. The workspace stores no country, locale or
// phone prefix; what it does store is its currency, and four of its five currencies belong to one
// country. The rule:
//   1. The reader's language (the share view's), when it names one country: tr→TR, de→DE, es→ES,
//      it→IT. It says more about the guest's own number than where the planner works: a German
//      guest of a Turkish planner reads in German and has a German number.
//   2. English is spoken in too many countries to say one, so an English reader gets the planner's
//      country, from the workspace's currency: USD→US, GBP→GB, TRY→TR, RUB→RU.
//   3. An English reader of a euro workspace (no one country): GB, the largest English-speaking
//      country next to the euro area these planners work in.
// A guest whose number is elsewhere picks their country, or types the number with + and its code.

const LANGUAGE_COUNTRY: Partial<Record<string, CountryCode>> = { tr: "TR", de: "DE", es: "ES", it: "IT" };
const CURRENCY_COUNTRY: Partial<Record<CurrencyCode, CountryCode>> = { USD: "US", GBP: "GB", TRY: "TR", RUB: "RU" };
const FALLBACK_COUNTRY: CountryCode = "GB";

/** The picker's first country for a reader of `language` ("de", "en-GB": the base language counts) and a workspace paying in `currency`. */
export function defaultPhoneCountry(language: string, currency: string | undefined): CountryCode {
  const base = language.toLowerCase().split("-")[0];
  return LANGUAGE_COUNTRY[base] ?? CURRENCY_COUNTRY[currency as CurrencyCode] ?? FALLBACK_COUNTRY;
}

/**
 * How the server reads a national number posted without a country (the spec's bare metaData body,
 * older scripts): in the country of the form's language, and in none for an English form (it then
 * needs the international form, +44...). The share view's script always sends the country chosen.
 */
export const formLanguageCountry = (lang: RsvpLang): CountryCode | undefined => LANGUAGE_COUNTRY[lang];

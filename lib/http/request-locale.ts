import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, localeFromAcceptLanguage, type Locale } from "@/lib/i18n/locales";
import { readCookie } from "./cookies";

/** Accept-Language first (the client sends its stored locale there), then the locale cookie, then the user's own. */
export function requestLocale(request: Request, userLanguage?: string | null): Locale {
  const fromHeader = localeFromAcceptLanguage(request.headers.get("accept-language"));
  if (fromHeader) return fromHeader;
  const fromCookie = readCookie(request, LOCALE_COOKIE);
  if (isLocale(fromCookie)) return fromCookie;
  return isLocale(userLanguage) ? userLanguage : DEFAULT_LOCALE;
}

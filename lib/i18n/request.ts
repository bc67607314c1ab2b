import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, localeFromAcceptLanguage } from "./locales";
import { MESSAGES } from "./messages";

// No locale in the URL: the specs' routes are the URLs. The user's saved language is copied into
// the locale cookie at login and on profile change, so the cookie comes first, then the browser.
export default getRequestConfig(async () => {
  const cookieLocale = (await cookies()).get(LOCALE_COOKIE)?.value;
  const locale = isLocale(cookieLocale)
    ? cookieLocale
    : (localeFromAcceptLanguage((await headers()).get("accept-language")) ?? DEFAULT_LOCALE);
  return {
    locale,
    messages: MESSAGES[locale],
    timeZone: "UTC",
    getMessageFallback: ({ key, namespace }) => (namespace ? `${namespace}.${key}` : key),
  };
});

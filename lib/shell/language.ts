import { db } from "@/lib/db/client";
import { serializeCookie } from "@/lib/http/cookies";
import { LOCALE_COOKIE, type Locale } from "@/lib/i18n/locales";

const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 3600;

/** The locale cookie next-intl reads (lib/i18n/request.ts), built the way sign-in builds it. */
export const localeCookie = (language: Locale) =>
  serializeCookie({ name: LOCALE_COOKIE, value: language, maxAgeSeconds: LOCALE_COOKIE_MAX_AGE, httpOnly: false });

/** Saves the interface language on the account, so the next sign-in (on any device) uses it too. */
export async function setLanguage(userId: string, language: Locale): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { language } });
}

import { db } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/locales";

/** Saves the interface language on the account, so the next sign-in (on any device) uses it too. */
export async function setLanguage(userId: string, language: Locale): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { language } });
}

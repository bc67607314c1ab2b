import { createTranslator } from "next-intl";
import type { Locale } from "./locales";
import { MESSAGES } from "./messages";

/** A translator outside React (route handlers, e-mails). Missing keys already fall back to English in MESSAGES. */
export function translatorFor(locale: Locale) {
  return createTranslator({ locale, messages: MESSAGES[locale] });
}

export type Translator = ReturnType<typeof translatorFor>;

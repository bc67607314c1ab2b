import { createTranslator } from "next-intl";
import { DEFAULT_LOCALE, type Locale } from "./locales";
import { MESSAGES } from "./messages";

/** A translator outside React (route handlers, e-mails); `en` fills any key a locale lacks. */
export function translatorFor(locale: Locale) {
  return createTranslator({
    locale,
    messages: MESSAGES[locale],
    onError: () => {},
    getMessageFallback: ({ key, namespace }) => {
      const fallback = createTranslator({ locale: DEFAULT_LOCALE, messages: MESSAGES[DEFAULT_LOCALE] });
      const fullKey = namespace ? `${namespace}.${key}` : key;
      return fallback.has(fullKey as never) ? fallback(fullKey as never) : fullKey;
    },
  });
}

export type Translator = ReturnType<typeof translatorFor>;

import { createTranslator } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";

/** The share view's own texts (messages under `shareView`). */
export function shareTranslator(locale: Locale, messages: Record<string, unknown>) {
  const t = createTranslator({ locale, messages: messages as never, namespace: "shareView" as never });
  return (key: string, values?: Record<string, string | number>) => (t as (key: string, values?: Record<string, string | number>) => string)(key, values);
}

export type Translator = ReturnType<typeof shareTranslator>;

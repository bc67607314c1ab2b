import de from "@/messages/de.json";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import it from "@/messages/it.json";
import tr from "@/messages/tr.json";
import type { Locale } from "./locales";

export type Messages = typeof en;
type Tree = { [key: string]: string | Tree };

/** A locale's messages laid over English, so a key a translation lacks still reads in English (the fallback). */
function overEnglish(base: Tree, translated: Tree): Tree {
  const merged: Tree = { ...base };
  for (const [key, value] of Object.entries(translated)) {
    const under = base[key];
    merged[key] = typeof value === "object" && typeof under === "object" ? overEnglish(under, value) : value;
  }
  return merged;
}

// Statically imported so route handlers and e-mails can translate without a request scope.
export const MESSAGES = {
  en,
  tr: overEnglish(en, tr),
  de: overEnglish(en, de),
  es: overEnglish(en, es),
  it: overEnglish(en, it),
} as Record<Locale, Messages>;

// Pure locale rules, safe for the browser, the server and tests.
export const LOCALES = ["en", "tr", "de", "es", "it"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";
export const LOCALE_COOKIE = "NEXT_LOCALE";

export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  tr: "Türkçe",
  de: "Deutsch",
  es: "Español",
  it: "Italiano",
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** Picks the best supported locale from an Accept-Language header ("tr-TR,tr;q=0.9,en;q=0.8"). */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((part) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const base = tag.split("-")[0];
    if (isLocale(base)) return base;
  }
  return undefined;
}

/** Number separators per locale: English a dot decimal and comma group; German, Spanish (and Turkish, Italian) the reverse. */
export function numberFormatFor(locale: Locale): { decimalSeparator: string; groupSeparator: string } {
  return locale === "en" ? { decimalSeparator: ".", groupSeparator: "," } : { decimalSeparator: ",", groupSeparator: "." };
}

/** First day of the week (0 Sunday, 1 Monday): Monday in Turkish and the other European locales, Sunday in English. */
export function firstDayOfWeek(locale: Locale): 0 | 1 {
  return locale === "en" ? 0 : 1;
}

import { CURRENCIES, type CurrencyCode } from "@/lib/pricing/types";

// Currency constants of the pricing table (workspace spec §9). Pure: editor, server, export, tests.

/** Sort weights: a heavier currency is offered first. */
export const CURRENCY_WEIGHTS: Readonly<Record<CurrencyCode, number>> = {
  EUR: 80000,
  USD: 60000,
  GBP: 40000,
  TRY: 20000,
  RUB: 10000,
};

/** Every currency, heaviest first (EUR, USD, GBP, TRY, RUB). */
export function currenciesByWeight(): CurrencyCode[] {
  return [...CURRENCIES].sort((a, b) => CURRENCY_WEIGHTS[b] - CURRENCY_WEIGHTS[a]);
}

/** What a reader sees next to an amount. TRY is written "TL" (spec §9), not "₺". */
export const CURRENCY_SYMBOLS: Readonly<Record<CurrencyCode, string>> = {
  EUR: "€",
  USD: "$",
  GBP: "£",
  TRY: "TL",
  RUB: "₽",
};

/**
 * Whether the symbol follows the amount, after a space. The spec names TRY ("1.250 TL"). We put the
 * rouble after too ("1 250,00 ₽"): that is how Russian readers, who mostly see rouble prices, write
 * it, and "₽1,250.00" looks foreign to them. €, $ and £ come first, without a space ("€1,250.00").
 */
export function symbolAfter(currency: CurrencyCode): boolean {
  return currency === "TRY" || currency === "RUB";
}

/** Money decimals a new table (or a currency switch) starts with: 0 for TRY, else 2 (spec §9). */
export function defaultDecimals(currency: CurrencyCode): number {
  return currency === "TRY" ? 0 : 2;
}

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === "string" && (CURRENCIES as readonly string[]).includes(value);
}

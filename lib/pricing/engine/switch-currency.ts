import type { CurrencyCode, CurrencyRate, PricingMeta } from "@/lib/pricing/types";
import { defaultDecimals } from "@/lib/pricing/money";

/**
 * The table's currency changes from `meta.currency` to `next` (workspace spec §4): the entry `next`
 * had moves to the old currency, same rate, direction inverted. In a EUR table, USD { 0.9, not
 * reversed } says 1 USD = 0.9 EUR; in the USD table it becomes EUR { 0.9, reversed }: one unit of
 * the table's currency (USD) is 0.9 EUR, the same fact. Entries of other
 * currencies stay as they are (they were typed against the old currency; re-basing them through a
 * rate the user may not have entered would invent numbers). Decimals become the new currency's
 * default (0 for TRY, else 2), in the table's own number format too, and the new currency comes
 * first in rowCurrencies. Amounts are not converted: prices keep their numbers.
 */
export function switchTableCurrency(meta: PricingMeta, next: CurrencyCode): PricingMeta {
  const previous = meta.currency;
  if (next === previous) return meta;
  const rates: Partial<Record<CurrencyCode, CurrencyRate>> = { ...meta.currencyRates };
  const entry = rates[next];
  delete rates[next];
  if (entry) rates[previous] = { rate: entry.rate, isReverse: !entry.isReverse };
  else delete rates[previous];
  const decimals = defaultDecimals(next);
  return {
    ...meta,
    currency: next,
    decimals,
    currencyRates: rates,
    numberFormat: meta.numberFormat ? { ...meta.numberFormat, decimalLength: decimals } : null,
    rowCurrencies: [next, ...(meta.rowCurrencies ?? []).filter((currency) => currency !== next)],
  };
}

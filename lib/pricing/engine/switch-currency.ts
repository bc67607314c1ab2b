import type { CurrencyCode, CurrencyRate, PricingMeta } from "@/lib/pricing/types";
import { defaultDecimals } from "@/lib/pricing/money";
import { Dec, type Amount } from "./decimal";

/** Stored rates keep this many decimals (a re-based rate such as 1 EUR = 0.0098 RUB needs more than money's 4). */
const RATE_DECIMALS = 10;

/** How many units of the table's currency one unit of the entry's currency is; null without a usable rate. */
function unitsOfTable(entry: CurrencyRate | undefined): Amount | null {
  if (!entry || typeof entry.rate !== "number" || !Number.isFinite(entry.rate) || entry.rate <= 0) return null;
  const rate = new Dec(entry.rate);
  return entry.isReverse ? new Dec(1).div(rate) : rate;
}

/**
 * The table's currency changes from `meta.currency` to `next` (workspace spec §4: the exchange-rate
 * entries swap and their direction inverts). The entry `next` had moves to the old currency, same
 * rate, direction inverted: in a EUR table USD { 0.9 } says 1 USD = 0.9 EUR; in the USD table EUR
 * { 0.9, reversed } says 1 USD = 0.9 EUR, the same fact. Every other entry is re-based through it,
 * keeping its direction (GBP { 1.15, reversed }: 1 EUR = 1.15 GBP becomes 1 USD = 1.035 GBP), so
 * every row converts to the same value as before. Without a rate for `next` the others cannot be
 * re-based: they become 0 (no conversion) for the planner to enter, never a stale number read
 * against the wrong currency. Decimals become the new currency's default (0 for TRY, else 2), in
 * the table's own number format too, and the new currency comes first in rowCurrencies. Amounts are
 * not converted: prices keep their numbers.
 */
export function switchTableCurrency(meta: PricingMeta, next: CurrencyCode): PricingMeta {
  const previous = meta.currency;
  if (next === previous) return meta;
  const swapped = meta.currencyRates[next];
  const nextInOld = unitsOfTable(swapped);
  const rates: Partial<Record<CurrencyCode, CurrencyRate>> = {};
  for (const [code, entry] of Object.entries(meta.currencyRates) as [CurrencyCode, CurrencyRate][]) {
    if (code === next || code === previous || !entry) continue;
    const inOld = unitsOfTable(entry);
    if (!inOld || !nextInOld) {
      rates[code] = { rate: 0, isReverse: entry.isReverse };
      continue;
    }
    // One unit of `code` in the new table's currency, or (reversed) one unit of the new currency in `code`.
    const rate = entry.isReverse ? nextInOld.div(inOld) : inOld.div(nextInOld);
    rates[code] = { rate: rate.toDecimalPlaces(RATE_DECIMALS).toNumber(), isReverse: entry.isReverse };
  }
  if (swapped) rates[previous] = { rate: swapped.rate, isReverse: !swapped.isReverse };
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

import type { CurrencyCode, PricingContent, PricingMeta } from "@/lib/pricing/types";
import { isCurrencyCode } from "@/lib/pricing/money";
import { nonNegative, type Amount } from "./decimal";
import { listOf } from "./context";

// Converting a row's amount into the table's currency (types.ts CurrencyRate).

/**
 * Not reversed: one unit of `from` is `rate` units of the table's currency (amount x rate).
 * Reversed: one unit of the table's currency is `rate` units of `from` (amount / rate).
 * A rate of 0, a missing entry or an unreadable rate means no conversion: the amount is taken as
 * it is (spec §5), so a row never silently becomes 0 because its rate was not entered yet.
 */
export function toTableCurrency(
  amount: Amount,
  from: CurrencyCode | null,
  table: CurrencyCode,
  rates: PricingMeta["currencyRates"],
): Amount {
  if (!from || from === table) return amount;
  const entry = rates[from];
  const rate = nonNegative(entry?.rate);
  if (rate.isZero()) return amount;
  return entry?.isReverse === true ? amount.dividedBy(rate) : amount.times(rate);
}

/**
 * The row's own currency when it counts: the table allows row currencies and the row names one other
 * than the table's. With allowCurrencyChange off, a leftover row currency is ignored (the reader
 * sees no currency on the row, so its price reads as the table's).
 */
export function effectiveRowCurrency(rowCurrency: unknown, table: CurrencyCode, allowCurrencyChange: boolean): CurrencyCode | null {
  if (!allowCurrencyChange || !isCurrencyCode(rowCurrency) || rowCurrency === table) return null;
  return rowCurrency;
}

/** What meta.rowCurrencies should hold: the table's currency first, then each other row currency once. */
export function listRowCurrencies(content: PricingContent, meta: PricingMeta): CurrencyCode[] {
  const found: CurrencyCode[] = [meta.currency];
  for (const row of listOf(content.rows)) {
    if (row?.type !== "item") continue;
    const currency = effectiveRowCurrency(row.currency, meta.currency, meta.allowCurrencyChange === true);
    if (currency && !found.includes(currency)) found.push(currency);
  }
  return found;
}

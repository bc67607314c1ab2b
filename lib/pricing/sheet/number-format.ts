import { CURRENCY_SYMBOLS, symbolAfter } from "@/lib/pricing/money";
import type { CurrencyCode, NumberFormat } from "@/lib/pricing/types";

// Excel number format codes for the export. A format code always writes "," for grouping and "."
// for the decimal point, whatever the table's separators: Excel shows them in the reader's own
// locale (a German Excel prints 1.250,00 €). What the sheet keeps of the table's format is what a
// spreadsheet can keep: the number of decimals, whether digits are grouped, and the currency symbol
// on its side. The group length is always 3 there (the only one Excel knows).

/** The table's money decimals as Excel digits: "0", "0.00"... (0-4). */
function digits(decimals: number, grouped: boolean): string {
  const places = Math.min(4, Math.max(0, Math.trunc(decimals)));
  return `${grouped ? "#,##0" : "0"}${places ? `.${"0".repeat(places)}` : ""}`;
}

/** A plain number with the table's decimals and grouping: `#,##0.00`. */
export function excelNumberFormat(decimals: number, format: Pick<NumberFormat, "groupSeparator">): string {
  return digits(decimals, format.groupSeparator !== "");
}

/** An amount in `currency`: `"€"#,##0.00`, `#,##0 "TL"` (TL and ₽ after the amount, as in the table). */
export function excelMoneyFormat(currency: CurrencyCode, decimals: number, format: Pick<NumberFormat, "groupSeparator">): string {
  const number = excelNumberFormat(decimals, format);
  const symbol = `"${CURRENCY_SYMBOLS[currency]}"`;
  return symbolAfter(currency) ? `${number} ${symbol}` : `${symbol}${number}`;
}

/** How many decimals a stored percentage or quantity has (at most 4), so 10 prints "10" and 7.5 "7.5". */
export function decimalsOf(value: number): number {
  for (let places = 0; places < 4; places++) {
    if (Math.abs(Math.round(value * 10 ** places) - value * 10 ** places) < 1e-9) return places;
  }
  return 4;
}

/** A percentage kept as the number the table shows (10 for 10 %), with a "%" after it. */
export function excelPercentFormat(value: number): string {
  return `${digits(decimalsOf(value), false)}"%"`;
}

import Decimal from "decimal.js";
import type { CurrencyCode, NumberFormat } from "@/lib/pricing/types";
import { CURRENCY_SYMBOLS, symbolAfter } from "./currencies";
import { clampInteger } from "./number-format";

// Printing numbers and money. Rounds with decimal arithmetic, half up (away from zero), so 1.005
// prints "1.01" where Number#toFixed would print "1.00".

const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

/**
 * 1234567.891 with { decimalLength 2, groupLength 3, ".", "," } → "1,234,567.89". The integer part
 * is grouped from the right every groupLength digits (no grouping when the group separator is "" or
 * the length is 0); negative numbers get a leading "-" (never "-0.00"); non-finite values print as 0.
 */
export function formatNumber(value: number, format: NumberFormat): string {
  const decimals = clampInteger(format.decimalLength, 0, 20, 2);
  const finite = Number.isFinite(value) ? value : 0;
  const digits = fixedDigits(Math.abs(finite), decimals);
  const [whole, fraction] = digits.split(".");
  const grouped = groupDigits(whole, clampInteger(format.groupLength, 0, 20, 3), format.groupSeparator);
  const sign = finite < 0 && /[1-9]/.test(digits) ? "-" : "";
  return `${sign}${grouped}${fraction ? format.decimalSeparator + fraction : ""}`;
}

/**
 * A non-negative number with `decimals` places, rounded half up. The engine's figures already have
 * at most that many places: when the binary float's own toFixed reads back as the same number, it is
 * that decimal and is printed as it is (the share view prints every figure on each change a client
 * makes); anything else (1.005 stored as 1.00499…) is rounded with decimal arithmetic.
 */
function fixedDigits(value: number, decimals: number): string {
  const fast = value.toFixed(decimals);
  if (value < 1e11 && Number(fast) === value) return fast;
  return new Dec(value).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP).toFixed(decimals);
}

/** "€1,250.00", "$1,250.00", "£1,250.00", "-€5.00"; symbol after with a space: "1.250 TL", "1 250,00 ₽". */
export function formatMoney(value: number, currency: CurrencyCode, format: NumberFormat): string {
  const printed = formatNumber(value, format);
  const sign = printed.startsWith("-") ? "-" : "";
  const digits = sign ? printed.slice(1) : printed;
  const symbol = CURRENCY_SYMBOLS[currency];
  return symbolAfter(currency) ? `${sign}${digits} ${symbol}` : `${sign}${symbol}${digits}`;
}

function groupDigits(digits: string, size: number, separator: string): string {
  if (size <= 0 || separator === "" || digits.length <= size) return digits;
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= size) groups.unshift(digits.slice(Math.max(0, end - size), end));
  return groups.join(separator);
}

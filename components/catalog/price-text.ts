import { Decimal } from "decimal.js";
import { CATALOG_PRICE_DECIMALS, CATALOG_PRICE_MAX } from "@/lib/catalog/limits";
import { defaultDecimals, formatMoney, formatNumber, parseAmount, resolveNumberFormat } from "@/lib/pricing/money";
import type { CurrencyCode, NumberFormat } from "@/lib/pricing/types";

// How the catalog shows and reads prices: in the workspace's number format, with the currency's
// usual decimals, and every decimal the item really has (a unit price of 0.0125 is shown whole).

export interface WorkspaceNumberFormat {
  decimalSeparator: string;
  groupSeparator: string;
}

/** The decimals a price is shown with: the currency's (2, 0 for TRY), more when the price has more (up to 4). */
function shownDecimals(price: number, currency: CurrencyCode): number {
  const own = Number.isFinite(price) ? new Decimal(price).decimalPlaces() : 0;
  return Math.max(defaultDecimals(currency), Math.min(own, CATALOG_PRICE_DECIMALS));
}

const formatFor = (workspace: WorkspaceNumberFormat, price: number, currency: CurrencyCode): NumberFormat =>
  resolveNumberFormat(workspace, null, shownDecimals(price, currency));

/** "€1,250.50", "1.250 TL" — for lists. */
export function catalogPriceText(price: number, currency: CurrencyCode, workspace: WorkspaceNumberFormat): string {
  return formatMoney(price, currency, formatFor(workspace, price, currency));
}

/** "1,250.50" / "1.250,50" — the price as the form's input starts with it. */
export function priceInputText(price: number, currency: CurrencyCode, workspace: WorkspaceNumberFormat): string {
  return formatNumber(price, formatFor(workspace, price, currency));
}

/** An example amount in the workspace's format, for the price field's hint: "1,250.50". */
export const priceExample = (workspace: WorkspaceNumberFormat) => formatNumber(1250.5, resolveNumberFormat(workspace, null, 2));

export type PriceInputProblem = "required" | "invalid" | "manySeparators" | "negative" | "decimals" | "tooLarge" | "otherCurrency";

/**
 * What the user typed, read with the workspace's separators (symbols, codes and grouping are
 * accepted: "€ 1.250,50"), and held to the server's rules, so mistakes show before saving.
 * `decimal` is the exact amount as a plain decimal string, ready for the API.
 */
export function readPriceInput(
  text: string,
  currency: CurrencyCode,
  workspace: WorkspaceNumberFormat,
): { ok: true; decimal: string } | { ok: false; problem: PriceInputProblem; currency?: CurrencyCode } {
  const parsed = parseAmount(text, resolveNumberFormat(workspace, null, CATALOG_PRICE_DECIMALS));
  if (!parsed.ok) return { ok: false, problem: parsed.reason === "empty" ? "required" : parsed.reason };
  if (parsed.currency && parsed.currency !== currency) return { ok: false, problem: "otherCurrency", currency: parsed.currency };
  const value = new Decimal(parsed.value);
  if (value.isNegative() && !value.isZero()) return { ok: false, problem: "negative" };
  if (value.decimalPlaces() > CATALOG_PRICE_DECIMALS) return { ok: false, problem: "decimals" };
  if (value.greaterThan(CATALOG_PRICE_MAX)) return { ok: false, problem: "tooLarge" };
  return { ok: true, decimal: value.isZero() ? "0" : value.toFixed() };
}

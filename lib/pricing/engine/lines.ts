import type { RowChoice } from "@/lib/pricing/choices";
import type { CustomColumn, ItemRow } from "@/lib/pricing/types";
import type { LineResult } from "@/lib/pricing/result";
import { defaultDecimals } from "@/lib/pricing/money";
import { amountOf, capped, nonNegative, percentage, round, share, toFigure, ZERO, type Amount } from "./decimal";
import { effectiveRowCurrency, toTableCurrency } from "./currency";
import type { TableContext } from "./context";

// One item row: base, line discount, net, line tax (MULTIPLE only), total with tax.

export interface LineFigures {
  result: LineResult;
  net: Amount;
  tax: Amount;
  /** Whether the line counts in the totals (an optional row left out does not). */
  included: boolean;
}

/**
 * base = price x quantity (the chosen one: choice) x each custom column value, converted to the table's currency, rounded
 * (capped at MAX_AMOUNT before and after conversion);
 * discount = base x discount% (line discounts enabled), rounded; net = base - discount;
 * tax = net x tax% (MULTIPLE), rounded; total with tax = net + tax. Later figures are computed from
 * the rounded earlier ones, so every printed line adds up.
 */
export function computeLine(row: ItemRow, context: TableContext, choice: RowChoice): LineFigures {
  const { decimals } = context;
  const rowCurrency = effectiveRowCurrency(row.currency, context.currency, context.allowCurrencyChange);
  const quantity = nonNegative(choice.quantity);
  const original = capped(columnProduct(row, context.customColumns).times(nonNegative(row.price)).times(quantity));
  const base = round(capped(toTableCurrency(original, rowCurrency, context.currency, context.currencyRates)), decimals);
  const discount = context.lineDiscountEnabled ? round(share(base, percentage(row.discount)), decimals) : ZERO;
  const net = base.minus(discount);
  const tax = context.taxType === "MULTIPLE" ? round(share(net, percentage(row.tax)), decimals) : ZERO;
  return {
    net,
    tax,
    included: choice.selected,
    result: {
      rowId: typeof row.id === "string" ? row.id : "",
      included: choice.selected,
      quantity: toFigure(quantity),
      base: toFigure(base),
      discount: toFigure(discount),
      net: toFigure(net),
      tax: toFigure(tax),
      totalWithTax: toFigure(net.plus(tax)),
      // In the row's own currency, with at least that currency's usual decimals (a EUR row in a TRY
      // table with 0 decimals still shows its cents).
      original: rowCurrency
        ? { currency: rowCurrency, base: toFigure(round(original, Math.max(decimals, defaultDecimals(rowCurrency)))) }
        : null,
    },
  };
}

/**
 * The product of the row's custom column values, one per column in customColumns order. A missing
 * or unreadable value takes the column's default; values and defaults are clamped to at least 0.
 * Values beyond the table's columns (a column was removed) are ignored.
 */
function columnProduct(row: ItemRow, columns: CustomColumn[]): Amount {
  const values = Array.isArray(row.columns) ? row.columns : [];
  return columns.reduce((product, column, index) => {
    const value = values[index];
    const readable = typeof value === "number" && Number.isFinite(value);
    return product.times(nonNegative(readable ? value : column?.defaultValue));
  }, amountOf(1));
}

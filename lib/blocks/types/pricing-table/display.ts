import type { PricingColumn } from "@/lib/pricing/engine";
import { formatNumber, resolveNumberFormat } from "@/lib/pricing/money";
import type { ColumnTitles, NumberFormat, PricingContent, PricingMeta } from "@/lib/pricing/types";
import type { BlockRenderContext } from "../../definition";
import type { PricingLabels } from "./labels";

type WorkspaceFormat = BlockRenderContext["team"]["numberFormat"];

// How the pricing table prints its columns and plain numbers (money goes through formatMoney).

const TITLE_KEYS: Record<Exclude<PricingColumn, { custom: number }>, keyof ColumnTitles & string> = {
  name: "nameTitle",
  price: "priceTitle",
  qty: "qtyTitle",
  discount: "discountTitle",
  lineTax: "lineTaxTitle",
  totalWithTax: "totalWithTaxTitle",
  total: "totalTitle",
};

/** The content key that holds a column's title (custom columns keep theirs in customColumns). */
export const titleKeyOf = (column: Exclude<PricingColumn, { custom: number }>) => TITLE_KEYS[column];

/** A stable key for React lists and tests: "price", "custom-0"... */
export const columnKey = (column: PricingColumn) => (typeof column === "string" ? column : `custom-${column.custom}`);

/** The title a reader sees: the author's, else the translated default. */
export function columnTitle(content: PricingContent, column: PricingColumn, labels: PricingLabels): string {
  if (typeof column !== "string") return content.customColumns[column.custom]?.title.trim() || labels.custom;
  return content[TITLE_KEYS[column]].trim() || labels[column];
}

/** Every column but the name holds a figure: right-aligned. */
export const isNumericColumn = (column: PricingColumn) => column !== "name";

/** The table's print format: its own, else the workspace's, with the table's money decimals. */
export const tableFormat = (meta: PricingMeta, workspace: WorkspaceFormat): NumberFormat => resolveNumberFormat(workspace, meta.numberFormat, meta.decimals);

/** Decimal places a number is written with (at most `max`, 4 for amounts): 2 → 0, 1.5 → 1, 0.125 → 3. */
export function fractionDigits(value: number, max = 4): number {
  if (!Number.isFinite(value) || Number.isInteger(value)) return 0;
  const [, fraction = ""] = value.toFixed(max).replace(/0+$/, "").split(".");
  return fraction.length;
}

/** A quantity, a percentage or a column value: as many decimals as it has, the table's separators. */
export const plainNumber = (value: number, format: NumberFormat) => formatNumber(value, { ...format, decimalLength: fractionDigits(value) });

/** A price: at least the table's decimals (more when the price has them, as a 12.345 unit price). */
export const priceFormat = (value: number, format: NumberFormat, minDecimals = format.decimalLength): NumberFormat => ({
  ...format,
  decimalLength: Math.max(minDecimals, fractionDigits(value)),
});

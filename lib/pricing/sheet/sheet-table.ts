import { computeTable } from "@/lib/pricing/engine";
import { resolveNumberFormat } from "@/lib/pricing/money";
import type { ColumnTitles, PricingContent, PricingMeta } from "@/lib/pricing/types";
import { pricingTableCells, type SheetLabels } from "./table-cells";
import type { SheetRow } from "./table-schema";

// From a pricing table as the editor holds it to the `table` the generate call sends. Pure.

const TITLE_KEYS: Record<keyof ColumnTitles, keyof SheetLabels> = {
  nameTitle: "name",
  priceTitle: "price",
  qtyTitle: "qty",
  discountTitle: "discount",
  lineTaxTitle: "lineTax",
  totalWithTaxTitle: "totalWithTax",
  totalTitle: "total",
  subTotalTitle: "subTotal",
  grandTotalTitle: "grandTotal",
};

/**
 * The table's own column titles where it has them over the defaults (messages pricingSheet.labels):
 * an empty title shows the default, as in the table.
 */
export function sheetLabels(content: Partial<ColumnTitles>, defaults: SheetLabels): SheetLabels {
  const labels: SheetLabels = { ...defaults };
  for (const [titleKey, labelKey] of Object.entries(TITLE_KEYS) as [keyof ColumnTitles, Exclude<keyof SheetLabels, "customColumn">][]) {
    const own = content[titleKey];
    if (typeof own === "string" && own.trim()) labels[labelKey] = own.trim();
  }
  return labels;
}

export function buildSheetTable(
  content: PricingContent,
  meta: PricingMeta,
  workspaceFormat: { decimalSeparator: string; groupSeparator: string },
  defaults: SheetLabels,
): SheetRow[] {
  const result = computeTable(content, meta);
  const format = resolveNumberFormat(workspaceFormat, meta.numberFormat, result.decimals);
  return pricingTableCells(content, meta, result, sheetLabels(content, defaults), format);
}

import type { PricingContent, PricingMeta } from "@/lib/pricing/types";
import { listOf } from "./context";

// Which columns an item row shows, in order (workspace spec §9: base 7; minus 1 without line
// discount; minus 2 for NONE or SINGLE tax; minus 1 for MULTIPLE without the total-with-tax column;
// plus one per custom column). Custom columns sit after the quantity they multiply.

export type PricingColumn = "name" | "price" | "qty" | "discount" | "lineTax" | "totalWithTax" | "total" | { custom: number };

export function visibleColumns(content: PricingContent, meta: PricingMeta): PricingColumn[] {
  const columns: PricingColumn[] = ["name", "price", "qty"];
  listOf(content.customColumns).forEach((_, index) => columns.push({ custom: index }));
  if (meta.lineDiscountEnabled === true) columns.push("discount");
  if (meta.taxType === "MULTIPLE") {
    columns.push("lineTax");
    if (meta.totalWithTaxColVisible === true) columns.push("totalWithTax");
  }
  columns.push("total");
  return columns;
}

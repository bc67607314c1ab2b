import type { SheetLabels } from "@/lib/pricing/sheet/table-cells";

/** The English labels a price list spreadsheet is built with in tests (the app takes them from pricingSheet.labels). */
export const SHEET_LABELS: SheetLabels = {
  name: "Item",
  price: "Price",
  qty: "Qty",
  discount: "Discount",
  lineTax: "Tax",
  totalWithTax: "Total incl. tax",
  total: "Total",
  subTotal: "Subtotal",
  grandTotal: "Grand total",
  sectionSubtotal: "Section subtotal",
  sectionTotal: "Section total",
  discountFallback: "Discount",
  feeFallback: "Fee",
  tax: "Tax",
  customColumn: (n) => `Column ${n}`,
};

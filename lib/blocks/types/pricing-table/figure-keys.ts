import { formatMoney } from "@/lib/pricing/money";
import type { TableResult } from "@/lib/pricing/result";
import type { NumberFormat } from "@/lib/pricing/types";

// The stable name of every figure of a rendered table (its element's data-figure), and the text each
// one prints: the view renders these texts, and the share view's script (client choices) writes them
// again from the engine's new result, so a figure reads the same whichever of the two printed it.

/** The untitled section of the rows before the first section row. */
const sectionId = (rowId: string | null) => rowId ?? "lead";

export const figureKey = {
  lineTotal: (rowId: string) => `line:${rowId}:total`,
  lineTotalWithTax: (rowId: string) => `line:${rowId}:totalWithTax`,
  sectionSubtotal: (rowId: string | null) => `section:${sectionId(rowId)}:subtotal`,
  sectionDiscount: (rowId: string | null, index: number) => `section:${sectionId(rowId)}:discount:${index}`,
  sectionTotal: (rowId: string | null) => `section:${sectionId(rowId)}:total`,
  subtotal: "subtotal",
  discount: (index: number) => `discount:${index}`,
  fee: (index: number) => `fee:${index}`,
  lastDiscount: (index: number) => `last-discount:${index}`,
  tax: "tax",
  grand: "grand",
} as const;

/** Every figure's text by key (discounts with their minus sign), whether or not the table shows it. */
export function figureTexts(result: TableResult, format: NumberFormat): Map<string, string> {
  const money = (value: number) => formatMoney(value, result.currency, format);
  const texts = new Map<string, string>();
  for (const section of result.sections) {
    for (const line of section.lines) {
      texts.set(figureKey.lineTotal(line.rowId), money(line.net));
      texts.set(figureKey.lineTotalWithTax(line.rowId), money(line.totalWithTax));
    }
    texts.set(figureKey.sectionSubtotal(section.rowId), money(section.subtotal));
    section.discounts.forEach((discount, index) => texts.set(figureKey.sectionDiscount(section.rowId, index), money(-discount.amount)));
    texts.set(figureKey.sectionTotal(section.rowId), money(section.total));
  }
  texts.set(figureKey.subtotal, money(result.subtotal));
  result.discounts.forEach((discount, index) => texts.set(figureKey.discount(index), money(-discount.amount)));
  result.fees.forEach((fee, index) => texts.set(figureKey.fee(index), money(fee.amount)));
  result.lastSubtotalDiscounts.forEach((discount, index) => texts.set(figureKey.lastDiscount(index), money(-discount.amount)));
  texts.set(figureKey.tax, money(result.tax));
  texts.set(figureKey.grand, money(result.grandTotal));
  return texts;
}

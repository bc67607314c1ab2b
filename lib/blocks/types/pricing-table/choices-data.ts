import type { TableChoices } from "@/lib/pricing/choices";
import type { Adjustment, NumberFormat, PricingContent, PricingMeta, PricingRow } from "@/lib/pricing/types";
import { emptyColumnTitles } from "./rows";

// What the share view's script (lib/share/client/pricing-choices.ts) needs to recompute a table with
// choices in the browser, embedded as JSON beside it: the table's numbers and settings (names,
// descriptions, titles and catalog links left out: the page already shows what a reader may see, and
// the engine needs none of them), the print format, where to save, and the texts it writes.

export interface ChoicesTexts {
  saving: string;
  saved: string;
  saveFailed: string;
  /** "New total: {amount}", the placeholder left in. */
  totalNow: string;
}

export interface ChoicesPageData {
  blockId: string;
  /** /api/shared-document/{key}/{recipient}: the script PUTs to `${apiBase}/choices`. */
  apiBase: string;
  locked: boolean;
  content: PricingContent;
  meta: PricingMeta;
  format: NumberFormat;
  /** The choices the page was rendered with. */
  choices: TableChoices;
  texts: ChoicesTexts;
}

const numbersOf = (list: Adjustment[]): Adjustment[] => list.map(({ value, isAbsolute }) => ({ title: "", value, isAbsolute }));

function numbersOfRow(row: PricingRow): PricingRow {
  if (row.type === "section") return { type: "section", id: row.id, title: "", discounts: numbersOf(row.discounts) };
  const { name: _name, description: _description, catalogItemId: _catalog, ...figures } = row;
  return { ...figures, name: "", description: "", showDescription: false };
}

/** The table as the engine reads it, without its texts. */
export function engineContent(content: PricingContent): PricingContent {
  return {
    ...emptyColumnTitles(),
    rows: content.rows.map(numbersOfRow),
    customColumns: content.customColumns.map(({ defaultValue }) => ({ title: "", defaultValue })),
    discounts: numbersOf(content.discounts),
    fees: numbersOf(content.fees),
    lastSubtotalDiscounts: numbersOf(content.lastSubtotalDiscounts),
    tax: content.tax,
  };
}

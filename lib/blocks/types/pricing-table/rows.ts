import type { Adjustment, ColumnTitles, CurrencyCode, CustomColumn, ItemRow, PricingContent, PricingMeta, SectionRow } from "@/lib/pricing/types";

// New rows and the small pure edits the editor and the schema share (tested without a DOM).

/** Every column title empty: readers then show their language's default titles. */
export function emptyColumnTitles(): ColumnTitles {
  return { nameTitle: "", priceTitle: "", qtyTitle: "", discountTitle: "", lineTaxTitle: "", totalWithTaxTitle: "", totalTitle: "", subTotalTitle: "", grandTotalTitle: "" };
}

/** The spec's new row (§9): price 1, quantity 1, tax 0, discount 0; custom columns at their defaults; required, quantity fixed. */
export function newItemRow(id: string, customColumns: readonly CustomColumn[], patch: Partial<ItemRow> = {}): ItemRow {
  return {
    type: "item",
    id,
    name: "",
    description: "",
    showDescription: false,
    price: 1,
    quantity: 1,
    tax: 0,
    discount: 0,
    columns: customColumns.map((column) => column.defaultValue),
    currency: null,
    catalogItemId: null,
    optional: false,
    selectedByDefault: true,
    quantityMin: null,
    quantityMax: null,
    ...patch,
  };
}

export function newSectionRow(id: string): SectionRow {
  return { type: "section", id, title: "", discounts: [] };
}

export const newAdjustment = (): Adjustment => ({ title: "", value: 0, isAbsolute: false });

/** A new custom column multiplies by 1 until the author changes it (nights, guests...). */
export const newCustomColumn = (): CustomColumn => ({ title: "", defaultValue: 1 });

/**
 * What meta.rowCurrencies holds (types.ts): the table's currency first, then every other currency
 * an item row counts in. Row currencies count only while the table allows them (as in the engine).
 */
export function rowCurrenciesOf(content: Pick<PricingContent, "rows">, meta: Pick<PricingMeta, "currency" | "allowCurrencyChange">): CurrencyCode[] {
  const found: CurrencyCode[] = [meta.currency];
  if (!meta.allowCurrencyChange) return found;
  for (const row of content.rows) {
    if (row.type === "item" && row.currency && !found.includes(row.currency)) found.push(row.currency);
  }
  return found;
}

/** Unique row ids: a missing, unreadable or repeated id becomes `r<index>` (suffixed while taken), so the same input always gets the same ids. */
export function fillRowIds<Row extends { id: string | null }>(rows: readonly Row[]): (Row & { id: string })[] {
  const taken = new Set(rows.flatMap((row) => (row.id ? [row.id] : [])));
  const used = new Set<string>();
  return rows.map((row, index) => {
    let id = row.id && !used.has(row.id) ? row.id : null;
    if (!id) {
      id = `r${index}`;
      for (let n = 1; taken.has(id) || used.has(id); n += 1) id = `r${index}-${n}`;
    }
    used.add(id);
    return { ...row, id };
  });
}

/** Custom column values aligned with the table's columns: missing ones take the column's default, extra ones go. */
export function alignColumns(values: readonly (number | null | undefined)[], customColumns: readonly CustomColumn[]): number[] {
  return customColumns.map((column, index) => values[index] ?? column.defaultValue);
}

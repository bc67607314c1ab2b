import type { CatalogItemView } from "@/lib/catalog/view";
import type { CustomColumn, ItemRow, PricingContent, PricingMeta, PricingRow } from "@/lib/pricing/types";
import { moveItem } from "../../list-edit";
import { PRICING_LIMITS } from "./limits";
import { newCustomColumn, newItemRow } from "./rows";

// The editor's edits of a table as pure functions (unit-tested without a DOM). Ids come from the
// caller (crypto in the browser), so these stay deterministic.

/** A new row id: random, so rows keep their identity through moves, copies and concurrent tabs. */
export function newRowId(): string {
  const random = globalThis.crypto?.randomUUID?.();
  return random ?? `r${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

/** Rows appended, up to the cap. */
export function appendRows(content: PricingContent, rows: PricingRow[]): PricingContent {
  const room = Math.max(0, PRICING_LIMITS.rows - content.rows.length);
  return { ...content, rows: [...content.rows, ...rows.slice(0, room)] };
}

/** Without the given rows; a table left without rows gets one new item (spec §4). */
export function removeRows(content: PricingContent, ids: ReadonlySet<string>, newId: string): PricingContent {
  const rows = content.rows.filter((row) => !ids.has(row.id));
  return { ...content, rows: rows.length ? rows : [newItemRow(newId, content.customColumns)] };
}

export function moveRow(content: PricingContent, index: number, by: -1 | 1): PricingContent {
  return { ...content, rows: moveItem(content.rows, index, index + by) };
}

export function updateRow<Row extends PricingRow>(content: PricingContent, id: string, patch: Partial<Row>): PricingContent {
  return { ...content, rows: content.rows.map((row) => (row.id === id ? ({ ...row, ...patch } as PricingRow) : row)) };
}

/** A new custom column: every item gets its default value in it. */
export function addCustomColumn(content: PricingContent): PricingContent {
  if (content.customColumns.length >= PRICING_LIMITS.customColumns) return content;
  const column = newCustomColumn();
  return {
    ...content,
    customColumns: [...content.customColumns, column],
    rows: content.rows.map((row) => (row.type === "item" ? { ...row, columns: [...row.columns, column.defaultValue] } : row)),
  };
}

/** Without the column at `index`, and without each item's value in it. */
export function removeCustomColumn(content: PricingContent, index: number): PricingContent {
  return {
    ...content,
    customColumns: content.customColumns.filter((_, at) => at !== index),
    rows: content.rows.map((row) => (row.type === "item" ? { ...row, columns: row.columns.filter((_, at) => at !== index) } : row)),
  };
}

export function updateCustomColumn(content: PricingContent, index: number, patch: Partial<CustomColumn>): PricingContent {
  return { ...content, customColumns: content.customColumns.map((column, at) => (at === index ? { ...column, ...patch } : column)) };
}

/**
 * Catalog items as new rows (spec §3: quantity 1). A row keeps the item's currency: a EUR price stays
 * a EUR price when the table is or becomes USD (converted with the table's rate).
 */
export function catalogRows(items: CatalogItemView[], customColumns: CustomColumn[], makeId: () => string): ItemRow[] {
  return items.map((item) =>
    newItemRow(makeId(), customColumns, {
      name: item.name.slice(0, PRICING_LIMITS.name),
      description: (item.description ?? "").slice(0, PRICING_LIMITS.description),
      showDescription: Boolean(item.description?.trim()),
      price: Math.min(PRICING_LIMITS.amount, Math.max(0, item.price)),
      quantity: 1,
      currency: item.currency,
      catalogItemId: item.id,
    }),
  );
}

/**
 * Rows in their own currency count only while the table allows row currencies (engine rule): when
 * rows name a currency other than the table's, turn it on so their prices are converted, not relabelled.
 */
export function allowForeignRows(content: PricingContent, meta: PricingMeta): PricingMeta {
  const foreign = content.rows.some((row) => row.type === "item" && row.currency !== null && row.currency !== meta.currency);
  return foreign && !meta.allowCurrencyChange ? { ...meta, allowCurrencyChange: true } : meta;
}

/** A table nobody has filled in yet: its one default item untouched, no adjustments. */
export function isUntouched(content: PricingContent): boolean {
  const [row, ...rest] = content.rows;
  if (rest.length || row?.type !== "item") return false;
  const adjustments = content.discounts.length + content.fees.length + content.lastSubtotalDiscounts.length;
  return !row.name && !row.description && row.price === 1 && row.quantity === 1 && !row.catalogItemId && adjustments === 0;
}

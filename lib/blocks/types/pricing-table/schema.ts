import { z } from "zod";
import { defaultQuantity, quantityRange } from "@/lib/pricing/choices";
import { defaultDecimals } from "@/lib/pricing/money";
import { CURRENCIES, EFFECT_TYPES, TAX_TYPES, type CurrencyCode, type CurrencyRate, type NumberFormat, type PricingContent, type PricingMeta } from "@/lib/pricing/types";
import { clampedNumber, flag, metaObject, oneOf, text } from "../../schema-helpers";
import { isCurrency } from "./currency";
import { PRICING_LIMITS as L } from "./limits";
import { alignColumns, emptyColumnTitles, fillRowIds, newCustomColumn, newItemRow } from "./rows";

// The pricing table's content and metaData (workspace spec §3 "Pricing table block", §5, §9), as
// the server stores them and every renderer reads them.
// - Numbers clamp (spec §5): price, quantity, custom column values and absolute discounts and fees
//   at least 0; line tax, line discount, the single tax rate and percentage discounts and fees 0-100;
//   an unreadable number takes its default. Nothing is refused for being out of range.
// - Shapes are refused, naming where (lib/segments/block-input.ts turns the issue path into the 400's
//   field): rows, customColumns or an adjustment list that is not a list, a row that is not an object
//   or is of an unknown type, more than 500 rows, 10 custom columns or 20 adjustments in a list, and
//   texts over their caps (PRICING_LIMITS).
// - A table with no rows gets one new item (spec §4) here, so the server and the editor agree.
// - Client choices: a row is optional or not (older rows: not), selected by default or not (older:
//   selected), and has a quantity range (whole numbers, min <= quantity <= max) or none.
// - Empty column titles are stored empty: renderers show the reader's language's default title.

const clamp = (value: unknown, min: number, max: number, fallback: number) =>
  typeof value === "number" && Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;

/** Stored amounts keep at most 4 decimals (what the table can show), so a total never rests on digits nobody sees. */
const toStoredAmount = (value: number) => Number(value.toFixed(4));

/** A currency of the product, or absent; any other value is refused (relabelling amounts would change their meaning). */
const currencyCode = z.enum(CURRENCIES).nullish();

/** A row id as sent, or null (filled in by the content's transform). */
const rowId = z
  .unknown()
  .optional()
  .transform((value) => (typeof value === "string" && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : null));

const adjustment = z
  .object({ title: text(L.adjustmentTitle), value: z.unknown().optional(), isAbsolute: flag(false) })
  .transform(({ title, value, isAbsolute }) => ({ title, isAbsolute, value: clamp(value, 0, isAbsolute ? L.amount : 100, 0) }));

/** A list of discounts or fees: missing is empty; more than 20 is refused. */
const adjustments = z
  .array(adjustment)
  .max(L.adjustments)
  .nullish()
  .transform((list) => list ?? []);

/** An end of a quantity range: a number, or null (unreadable values too). */
const rangeEnd = z
  .unknown()
  .optional()
  .transform((value) => (typeof value === "number" && Number.isFinite(value) ? value : null));

/**
 * A quantity range holds with both ends only, as whole numbers min <= max (a maximum under the
 * minimum is raised to it: see quantityRange), and the row's quantity is a whole number within it: the client starts from a
 * quantity they could have chosen. One end alone is no range.
 */
function withQuantityRange<Row extends { quantity: number; quantityMin: number | null; quantityMax: number | null }>(row: Row): Row {
  const range = quantityRange(row);
  if (!range) return { ...row, quantityMin: null, quantityMax: null };
  return { ...row, quantityMin: range.min, quantityMax: range.max, quantity: defaultQuantity({ ...row, id: "" }) };
}

const itemRow = z.object({
  type: z.literal("item"),
  id: rowId,
  name: text(L.name),
  description: text(L.description),
  showDescription: flag(false),
  price: clampedNumber(0, L.amount, 1).transform(toStoredAmount),
  quantity: clampedNumber(0, L.quantity, 1).transform(toStoredAmount),
  tax: clampedNumber(0, 100, 0),
  discount: clampedNumber(0, 100, 0),
  // Unreadable entries are dropped here and take the column's default when aligned below.
  columns: z
    .unknown()
    .optional()
    .transform((value) => (Array.isArray(value) ? value.slice(0, L.customColumns).map((entry) => (typeof entry === "number" && Number.isFinite(entry) ? toStoredAmount(clamp(entry, 0, L.quantity, 0)) : null)) : [])),
  currency: currencyCode.transform((value) => value ?? null),
  catalogItemId: z.string().max(L.id).nullish().transform((value) => value ?? null),
  optional: flag(false),
  selectedByDefault: flag(true),
  quantityMin: rangeEnd,
  quantityMax: rangeEnd,
}).transform(withQuantityRange);

const sectionRow = z.object({
  type: z.literal("section"),
  id: rowId,
  title: text(L.sectionTitle),
  discounts: adjustments,
});

const customColumn = z.object({
  title: text(L.columnTitle),
  defaultValue: clampedNumber(0, L.quantity, 1),
});

/** Older rows and imports may hold the table as a JSON string; null or absent is a new table. */
const fromStored = (value: unknown) => {
  if (value === null || value === undefined) return {};
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value; // refused below: a table must be an object
  }
};

const titles = {
  nameTitle: text(L.columnTitle),
  priceTitle: text(L.columnTitle),
  qtyTitle: text(L.columnTitle),
  discountTitle: text(L.columnTitle),
  lineTaxTitle: text(L.columnTitle),
  totalWithTaxTitle: text(L.columnTitle),
  totalTitle: text(L.columnTitle),
  subTotalTitle: text(L.columnTitle),
  grandTotalTitle: text(L.columnTitle),
};

export const pricingContentSchema: z.ZodType<PricingContent> = z.preprocess(
  fromStored,
  z
    .object({
      ...titles,
      rows: z
        .array(z.discriminatedUnion("type", [itemRow, sectionRow]))
        .max(L.rows)
        .nullish()
        .transform((rows) => rows ?? []),
      customColumns: z
        .array(customColumn)
        .max(L.customColumns)
        .nullish()
        .transform((columns) => columns ?? [newCustomColumn()]),
      discounts: adjustments,
      fees: adjustments,
      lastSubtotalDiscounts: adjustments,
      tax: clampedNumber(0, 100, 0),
    })
    .transform((table): PricingContent => {
      const { customColumns } = table;
      const rows = fillRowIds(
        table.rows.map((row) =>
          row.type === "item" ? { ...row, columns: alignColumns(row.columns, customColumns) } : row,
        ),
      );
      return { ...table, rows: rows.length ? rows : [newItemRow("r0", customColumns)] };
    }),
);

// ---- metaData ----

const SEPARATORS = { decimal: [".", ","], group: [",", ".", " ", "'", ""] } as const;

/** The table's own number format, or null (the workspace's) when it is absent or its separators are not ones we print. */
const numberFormat = z
  .unknown()
  .optional()
  .transform((value): NumberFormat | null => {
    if (!value || typeof value !== "object") return null;
    const { decimalSeparator, groupSeparator, groupLength } = value as Record<string, unknown>;
    if (typeof decimalSeparator !== "string" || !(SEPARATORS.decimal as readonly string[]).includes(decimalSeparator)) return null;
    if (typeof groupSeparator !== "string" || !(SEPARATORS.group as readonly string[]).includes(groupSeparator)) return null;
    // decimalLength follows meta.decimals (set below): the printed figures are the ones the engine rounded.
    return { decimalLength: 2, groupLength: Math.round(clamp(groupLength, 1, 9, 3)), decimalSeparator, groupSeparator };
  });

/** Per currency: a rate (at least 0; 0 means no conversion) and its direction. Other keys go. */
const currencyRates = z
  .unknown()
  .optional()
  .transform((value) => {
    const rates: Partial<Record<CurrencyCode, CurrencyRate>> = {};
    if (!value || typeof value !== "object" || Array.isArray(value)) return rates;
    for (const [code, entry] of Object.entries(value)) {
      if (!isCurrency(code) || !entry || typeof entry !== "object") continue;
      const { rate, isReverse } = entry as Record<string, unknown>;
      rates[code] = { rate: clamp(rate, 0, L.rate, 0), isReverse: isReverse === true };
    }
    return rates;
  });

const currencyList = z
  .unknown()
  .optional()
  .transform((value) => (Array.isArray(value) ? [...new Set(value.filter(isCurrency))] : []));

export const pricingMetaSchema: z.ZodType<PricingMeta> = metaObject({
  taxType: oneOf(TAX_TYPES, "NONE"),
  effectType: oneOf(EFFECT_TYPES, "TOTAL"),
  lineDiscountEnabled: flag(false),
  sectionTotalVisible: flag(true),
  grandTotalVisible: flag(true),
  totalWithTaxColVisible: flag(true),
  currency: currencyCode,
  decimals: z.unknown().optional(),
  currencyRates,
  numberFormat,
  allowCurrencyChange: flag(false),
  rowCurrencies: currencyList,
}).transform((meta): PricingMeta => {
  const currency = isCurrency(meta.currency) ? meta.currency : "EUR";
  const decimals = Math.round(clamp(meta.decimals, 0, L.decimals, defaultDecimals(currency)));
  // Empty only on a new block nobody edited yet (the editor keeps it filled from the first edit):
  // with an untouched table, that tells the editor to start it in the workspace's currency.
  const rowCurrencies = meta.rowCurrencies.length ? [currency, ...meta.rowCurrencies.filter((code) => code !== currency)] : [];
  return {
    ...meta,
    currency,
    decimals,
    numberFormat: meta.numberFormat ? { ...meta.numberFormat, decimalLength: decimals } : null,
    rowCurrencies,
  };
});

export const PRICING_META_DEFAULTS: PricingMeta = {
  taxType: "NONE",
  effectType: "TOTAL",
  lineDiscountEnabled: false,
  sectionTotalVisible: true,
  grandTotalVisible: true,
  totalWithTaxColVisible: true,
  currency: "EUR",
  decimals: 2,
  currencyRates: {},
  numberFormat: null,
  allowCurrencyChange: false,
  rowCurrencies: [],
};

export function pricingDefaults(): { content: PricingContent; metaData: PricingMeta } {
  const customColumns = [newCustomColumn()];
  return {
    content: {
      ...emptyColumnTitles(),
      rows: [newItemRow("r0", customColumns)],
      customColumns,
      discounts: [],
      fees: [],
      lastSubtotalDiscounts: [],
      tax: 0,
    },
    metaData: { ...PRICING_META_DEFAULTS, currencyRates: {}, rowCurrencies: [] },
  };
}

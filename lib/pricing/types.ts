import { CURRENCIES } from "./currency-codes";

// The pricing table's data (workspace spec §3 "Pricing table block") as the engine, the block, the
// spreadsheet export and the server read it. Amounts are plain numbers in storage (JSON) and are
// computed with decimal arithmetic by the engine (lib/pricing/engine), never with binary floats.
//
// How a table is calculated (the spec names the parts, not the order; this is ours, and the engine's
// tests pin it):
//   choices        = an optional row the client (or, without a client, the owner's default) did not
//                    select counts in no total below; a row with a quantity range uses the chosen
//                    quantity (lib/pricing/choices.ts)
//   line base      = price x quantity x every custom column value of the row, converted from the
//                    row's currency to the table's (see CurrencyRate), rounded to `decimals`
//   line discount  = lineDiscountEnabled ? base x discount% : 0 (rounded); line net = base - discount
//   line tax       = taxType MULTIPLE ? net x tax% (rounded) : 0; line total with tax = net + tax
//   section        = the item rows after a section row, up to the next section row (rows before the
//                    first section row form an untitled section); section subtotal = sum of nets;
//                    section discounts apply to it in order, each on what the previous left
//   subtotal       = sum of section totals
//   discounts      = table discounts on the subtotal, in order
//   fees           = added after the discounts; a percentage fee is a share of the discounted subtotal
//                    (fees do not compound)
//   lastSubtotalDiscounts = discounts on the amount after fees ("last subtotal"), in order
//   taxable        = that amount; tax: NONE 0, SINGLE taxable x rate% (content.tax), MULTIPLE the sum
//                    of line taxes, each discount reducing the taxes of the lines it reduced (a
//                    section discount only its section's) (fees carry no line rate: untaxed)
// An absolute discount larger than what is left takes only what is left: no total goes below 0.
//   grand total    = taxable + tax
// Every amount a reader sees is rounded to `decimals` once, when it is computed, and later amounts
// are computed from the rounded ones, so the printed table always adds up.
// Percentages clamp to 0-100, absolute values and price, quantity, tax to at least 0.

// One list of currencies in the product (./currency-codes.ts): the workspace's default currency uses the same.
export { CURRENCIES };
export type CurrencyCode = (typeof CURRENCIES)[number];

export const TAX_TYPES = ["NONE", "SINGLE", "MULTIPLE"] as const;
export type TaxType = (typeof TAX_TYPES)[number];

/**
 * What the table's grand total means for the document (the spec names the three, not their meaning):
 * TOTAL counts toward the document's total; PAID_INVOICE is shown as already paid and subtracted
 * from the balance due; UNPAID_INVOICE is the balance due.
 */
export const EFFECT_TYPES = ["TOTAL", "PAID_INVOICE", "UNPAID_INVOICE"] as const;
export type EffectType = (typeof EFFECT_TYPES)[number];

/** A discount or a fee: a percentage (0-100) of what it applies to, or an absolute amount (>= 0). */
export interface Adjustment {
  title: string;
  value: number;
  isAbsolute: boolean;
}

export interface ItemRow {
  type: "item";
  /** Stable id within the table (the editor's keys, row selection, spreadsheet rows). */
  id: string;
  name: string;
  description: string;
  showDescription: boolean;
  price: number;
  quantity: number;
  /** Line tax rate in percent (MULTIPLE tax only). */
  tax: number;
  /** Line discount in percent (when lineDiscountEnabled). */
  discount: number;
  /** One value per custom column, in customColumns order (missing values take the column's default). */
  columns: number[];
  /** The row's own currency, when the table allows it (allowCurrencyChange); null: the table's. */
  currency: CurrencyCode | null;
  /** The catalog item it was added from, if any. */
  catalogItemId?: string | null;
  /**
   * The client may leave it out (a share's choices, lib/pricing/choices.ts). An optional row that is
   * not selected counts in no total, but its own line figures are still computed (shown greyed).
   */
  optional: boolean;
  /** Whether an optional row starts selected (the owner's totals and a client who chose nothing). */
  selectedByDefault: boolean;
  /**
   * The quantities the client may choose from, whole numbers with min <= quantity <= max (guests 80
   * to 140); both null: the client cannot change the quantity. The schema keeps them that way.
   */
  quantityMin: number | null;
  quantityMax: number | null;
}

export interface SectionRow {
  type: "section";
  id: string;
  title: string;
  discounts: Adjustment[];
}

export type PricingRow = ItemRow | SectionRow;

/** A custom column multiplies into each line's base (nights, guests...); new rows take defaultValue. */
export interface CustomColumn {
  title: string;
  defaultValue: number;
}

/** Editable column titles; an empty title shows the translated default. */
export interface ColumnTitles {
  nameTitle: string;
  priceTitle: string;
  qtyTitle: string;
  discountTitle: string;
  lineTaxTitle: string;
  totalWithTaxTitle: string;
  totalTitle: string;
  subTotalTitle: string;
  grandTotalTitle: string;
}

export interface PricingContent extends ColumnTitles {
  rows: PricingRow[];
  customColumns: CustomColumn[];
  discounts: Adjustment[];
  fees: Adjustment[];
  lastSubtotalDiscounts: Adjustment[];
  /** The SINGLE tax rate in percent (0-100). */
  tax: number;
}

/**
 * How an amount in another currency becomes one in the table's currency: not reversed, one unit of
 * that currency is `rate` units of the table's (amount x rate); reversed, one unit of the table's
 * currency is `rate` units of that one (amount / rate). A rate of 0 (or none) means no conversion.
 */
export interface CurrencyRate {
  rate: number;
  isReverse: boolean;
}

export interface NumberFormat {
  /** Shown decimals; the table's `decimals` wins (printed figures are what the engine rounded). */
  decimalLength: number;
  groupLength: number;
  decimalSeparator: string;
  groupSeparator: string;
}

export interface PricingMeta {
  taxType: TaxType;
  effectType: EffectType;
  lineDiscountEnabled: boolean;
  sectionTotalVisible: boolean;
  grandTotalVisible: boolean;
  totalWithTaxColVisible: boolean;
  currency: CurrencyCode;
  /** Money decimals: 2, 0 for TRY by default (0-4). */
  decimals: number;
  /** Per currency other than the table's. */
  currencyRates: Partial<Record<CurrencyCode, CurrencyRate>>;
  /** The table's own number format; null: the workspace's. */
  numberFormat: NumberFormat | null;
  /** Whether rows may carry their own currency. */
  allowCurrencyChange: boolean;
  /** The currencies rows of this table use (kept for the spreadsheet and the index), table's first. */
  rowCurrencies: CurrencyCode[];
}

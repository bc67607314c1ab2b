import type { CurrencyCode, EffectType, TaxType } from "./types";

// What the engine (lib/pricing/engine) answers for one table: every figure a reader sees, already
// rounded to the table's decimals, in the table's currency. Renderers, the editor, the spreadsheet
// and the cached totals all read this; none of them computes money on its own.

export interface AdjustmentResult {
  title: string;
  /** As stored: a percentage (clamped 0-100) or an absolute amount (at least 0). */
  value: number;
  isAbsolute: boolean;
  /** What it takes off (discounts) or adds (fees), positive, rounded. */
  amount: number;
}

export interface LineResult {
  rowId: string;
  /** Whether the line counts in the section's and the table's totals (an optional row not selected does not; its own figures are still here). */
  included: boolean;
  /** The quantity the line was computed with: the row's, or the one chosen within its range. */
  quantity: number;
  /** price x quantity x custom column values, in the table's currency. */
  base: number;
  discount: number;
  net: number;
  tax: number;
  totalWithTax: number;
  /** The row's own currency and its base before conversion (rounded to at least that currency's usual decimals), when it differs from the table's. */
  original: { currency: CurrencyCode; base: number } | null;
}

export interface SectionResult {
  /** The section row's id; null for the untitled section of rows before the first section row. */
  rowId: string | null;
  title: string;
  lines: LineResult[];
  subtotal: number;
  discounts: AdjustmentResult[];
  total: number;
}

export interface TableResult {
  currency: CurrencyCode;
  decimals: number;
  taxType: TaxType;
  effectType: EffectType;
  sections: SectionResult[];
  /** Sum of section totals. */
  subtotal: number;
  discounts: AdjustmentResult[];
  fees: AdjustmentResult[];
  lastSubtotalDiscounts: AdjustmentResult[];
  /** What tax applies to: the amount after discounts, fees and last-subtotal discounts. */
  taxable: number;
  /** SINGLE: the rate; otherwise null. */
  taxRate: number | null;
  tax: number;
  grandTotal: number;
}

/** A document's money across its tables (by effect type), per currency. */
export interface DocumentTotals {
  currency: CurrencyCode;
  /** Sum of TOTAL tables. */
  total: number;
  /** Sum of PAID_INVOICE tables. */
  paid: number;
  /** Per currency: the sum of UNPAID_INVOICE tables, or total - paid when there is none; never below 0. */
  balanceDue: number;
}

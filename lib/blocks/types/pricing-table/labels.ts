import type { BlockRenderContext } from "../../definition";

// Fixed texts a reader sees in a pricing table: default column titles (stored titles are "" until
// the author types one), summary lines and the effect type's total, from messages
// blocks.pricing-table.labels in the reader's language.

export interface PricingLabels {
  /** The scrollable table's accessible name. */
  table: string;
  name: string;
  price: string;
  qty: string;
  discount: string;
  lineTax: string;
  totalWithTax: string;
  total: string;
  subTotal: string;
  grandTotal: string;
  /** A custom column without a title (the default column multiplies by days). */
  custom: string;
  sectionTotal: string;
  /** A discount or fee without a title. */
  discountLine: string;
  fee: string;
  tax: string;
  /** The grand total's name for PAID_INVOICE and UNPAID_INVOICE tables. */
  paid: string;
  balanceDue: string;
  /** "20%" (tr: "%20"). */
  percent: (value: string) => string;
  /** An untitled custom column's value in the narrow layout, with its unit in the count's plural: "3 days" (value: the formatted number). */
  customUnit: (count: number, value: string) => string;
}

const TEXT_KEYS = [
  "table", "name", "price", "qty", "discount", "lineTax", "totalWithTax", "total", "subTotal", "grandTotal",
  "custom", "sectionTotal", "discountLine", "fee", "tax", "paid", "balanceDue",
] as const satisfies readonly Exclude<keyof PricingLabels, "percent" | "customUnit">[];

/**
 * The labels from a translator of messages blocks.pricing-table.labels (next-intl's `t` of that
 * namespace, on the client via useTranslations or on the server via getTranslations).
 */
export function pricingLabelsFrom(translate: (key: string, values?: Record<string, string | number>) => string): PricingLabels {
  const texts = Object.fromEntries(TEXT_KEYS.map((key) => [key, translate(key)])) as Omit<PricingLabels, "percent" | "customUnit">;
  return { ...texts, percent: (value) => translate("percent", { value }), customUnit: (count, value) => translate("customUnit", { count, value }) };
}

/** The labels in the reader's language, through the render context's translator (views have no hooks). */
export const pricingLabelsOf = (context: Pick<BlockRenderContext, "labels">): PricingLabels =>
  pricingLabelsFrom((key, values) => context.labels.text(`pricing-table.labels.${key}`, values));

import type { Adjustment, ItemRow, PricingContent, PricingMeta, SectionRow } from "@/lib/pricing/types";

// Builders for the pricing engine tests: a table is written as its rows and the few settings a case
// changes; everything else takes a neutral value (no tax, no discounts, EUR, 2 decimals).

let nextId = 0;

export function item(fields: Partial<ItemRow> = {}): ItemRow {
  nextId += 1;
  return {
    type: "item",
    id: `item-${nextId}`,
    name: "Item",
    description: "",
    showDescription: false,
    price: 1,
    quantity: 1,
    tax: 0,
    discount: 0,
    columns: [],
    currency: null,
    optional: false,
    selectedByDefault: true,
    quantityMin: null,
    quantityMax: null,
    ...fields,
  };
}

export function section(title: string, discounts: Adjustment[] = [], id?: string): SectionRow {
  nextId += 1;
  return { type: "section", id: id ?? `section-${nextId}`, title, discounts };
}

export const percent = (value: number, title = "%"): Adjustment => ({ title, value, isAbsolute: false });
export const absolute = (value: number, title = "abs"): Adjustment => ({ title, value, isAbsolute: true });

export function content(fields: Partial<PricingContent> = {}): PricingContent {
  return {
    rows: [],
    customColumns: [],
    discounts: [],
    fees: [],
    lastSubtotalDiscounts: [],
    tax: 0,
    nameTitle: "",
    priceTitle: "",
    qtyTitle: "",
    discountTitle: "",
    lineTaxTitle: "",
    totalWithTaxTitle: "",
    totalTitle: "",
    subTotalTitle: "",
    grandTotalTitle: "",
    ...fields,
  };
}

export function meta(fields: Partial<PricingMeta> = {}): PricingMeta {
  return {
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
    rowCurrencies: ["EUR"],
    ...fields,
  };
}

import type { CurrencyCode, CustomColumn, PricingContent, PricingMeta, TaxType } from "@/lib/pricing/types";
import { defaultDecimals, isCurrencyCode, MAX_MONEY_DECIMALS } from "@/lib/pricing/money";
import { clampInteger } from "@/lib/pricing/money/number-format";

// What every part of the calculation reads from metaData, read once and defensively (the schema
// clamps first, but the engine also runs on whatever an older document or a test hands it).

export interface TableContext {
  currency: CurrencyCode;
  decimals: number;
  taxType: TaxType;
  lineDiscountEnabled: boolean;
  allowCurrencyChange: boolean;
  currencyRates: PricingMeta["currencyRates"];
  customColumns: CustomColumn[];
}

export function readContext(content: PricingContent, meta: PricingMeta): TableContext {
  const currency = isCurrencyCode(meta.currency) ? meta.currency : "EUR";
  return {
    currency,
    decimals: clampInteger(meta.decimals, 0, MAX_MONEY_DECIMALS, defaultDecimals(currency)),
    taxType: meta.taxType === "SINGLE" || meta.taxType === "MULTIPLE" ? meta.taxType : "NONE",
    lineDiscountEnabled: meta.lineDiscountEnabled === true,
    allowCurrencyChange: meta.allowCurrencyChange === true,
    currencyRates: meta.currencyRates && typeof meta.currencyRates === "object" ? meta.currencyRates : {},
    customColumns: listOf(content.customColumns),
  };
}

/** An array as given, or an empty one for anything else. */
export function listOf<T>(value: T[] | null | undefined): T[] {
  return Array.isArray(value) ? value : [];
}

import type { PricingContent, PricingMeta } from "@/lib/pricing/types";
import type { TableResult } from "@/lib/pricing/result";
import { toFigure, ZERO } from "./decimal";
import { applyDiscounts, applyFees } from "./adjustments";
import { listOf, readContext } from "./context";
import { computeSection, groupSections } from "./sections";
import { computeTax } from "./tax";

// The whole table, in the order documented in lib/pricing/types.ts.

export function computeTable(content: PricingContent, meta: PricingMeta): TableResult {
  const context = readContext(content, meta);
  const { decimals } = context;
  const sections = groupSections(listOf(content.rows)).map((group) => computeSection(group, context));
  const subtotal = sections.reduce((sum, section) => sum.plus(section.total), ZERO);
  const discounts = applyDiscounts(subtotal, content.discounts, decimals);
  const fees = applyFees(discounts.remaining, content.fees, decimals);
  const afterFees = discounts.remaining.plus(fees.total);
  const lastDiscounts = applyDiscounts(afterFees, content.lastSubtotalDiscounts, decimals);
  const taxable = lastDiscounts.remaining;
  const { tax, taxRate } = computeTax({
    taxType: context.taxType,
    singleRate: content.tax,
    taxable,
    sections,
    subtotal,
    discounted: discounts.remaining,
    afterFees,
    decimals,
  });
  return {
    currency: context.currency,
    decimals,
    taxType: context.taxType,
    effectType: meta.effectType === "PAID_INVOICE" || meta.effectType === "UNPAID_INVOICE" ? meta.effectType : "TOTAL",
    sections: sections.map((section) => section.result),
    subtotal: toFigure(subtotal),
    discounts: discounts.results,
    fees: fees.results,
    lastSubtotalDiscounts: lastDiscounts.results,
    taxable: toFigure(taxable),
    taxRate,
    tax: toFigure(tax),
    grandTotal: toFigure(taxable.plus(tax)),
  };
}

import type { TableChoices } from "@/lib/pricing/choices";
import type { PricingContent, PricingMeta } from "@/lib/pricing/types";
import type { TableResult } from "@/lib/pricing/result";
import { toFigure, ZERO } from "./decimal";
import { applyDiscounts, applyFees } from "./adjustments";
import { listOf, readContext } from "./context";
import { computeSection, groupSections } from "./sections";
import { computeTax } from "./tax";

// The whole table, in the order documented in lib/pricing/types.ts.

/**
 * Every figure of the table. `choices`: a client's choices (lib/pricing/choices.ts); where a row
 * offers a choice they name none of, or a quantity outside its range, the owner's default applies,
 * so without choices the table is the owner's (optional rows not selected by default count nowhere).
 */
export function computeTable(content: PricingContent, meta: PricingMeta, choices?: TableChoices): TableResult {
  const context = readContext(content, meta);
  const { decimals } = context;
  const sections = groupSections(listOf(content.rows)).map((group) => computeSection(group, context, choices));
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

import type { TaxType } from "@/lib/pricing/types";
import { percentage, round, share, ZERO, type Amount } from "./decimal";

// The table's tax, computed once from the taxable amount and rounded once.

export interface TaxInput {
  taxType: TaxType;
  /** content.tax: the SINGLE rate in percent. */
  singleRate: unknown;
  /** After discounts, fees and last-subtotal discounts. */
  taxable: Amount;
  /** Per section: the sum of its line taxes, its subtotal (sum of nets) and its total after its discounts. */
  sections: { lineTax: Amount; subtotal: Amount; total: Amount }[];
  /** Sum of section totals. */
  subtotal: Amount;
  /** The subtotal after the table discounts (what fees are a share of). */
  discounted: Amount;
  /** discounted + fees: what the last-subtotal discounts apply to. */
  afterFees: Amount;
  decimals: number;
}

/**
 * NONE: no tax. SINGLE: taxable x rate% (rate clamped 0-100).
 * MULTIPLE: each line's tax is its own rate x its net (rounded, on the line). Discounts that apply
 * after the lines reduce the taxes of the lines they reduce, in proportion:
 *   - a section's discounts scale that section's line taxes by total / subtotal (sections with other
 *     rates are not touched: a 50% discount on the 10% food section takes nothing off the 20% drinks);
 *   - table discounts scale every line tax by discounted / subtotal;
 *   - last-subtotal discounts apply to lines and fees alike, so they scale line taxes by
 *     taxable / afterFees.
 *   Fees carry no line rate and are untaxed. So
 *     tax = Σ_sections(lineTax x total / subtotal) x (discounted / subtotal) x (taxable / afterFees),
 *   which with no discounts is exactly the sum of the printed line taxes. The sum is exact (section
 *   terms summed smallest first, so row order cannot change a last digit), then rounded once.
 */
export function computeTax(input: TaxInput): { tax: Amount; taxRate: number | null } {
  if (input.taxType === "SINGLE") {
    const rate = percentage(input.singleRate);
    return { tax: round(share(input.taxable, rate), input.decimals), taxRate: rate.toNumber() };
  }
  if (input.taxType !== "MULTIPLE" || input.subtotal.isZero() || input.afterFees.isZero()) return { tax: ZERO, taxRate: null };
  const sectionTaxes = input.sections
    .filter((section) => !section.subtotal.isZero())
    .map((section) => section.lineTax.times(section.total).dividedBy(section.subtotal))
    .sort((a, b) => a.comparedTo(b));
  const lineTaxes = sectionTaxes.reduce((sum, value) => sum.plus(value), ZERO);
  const scaled = lineTaxes.times(input.discounted).times(input.taxable).dividedBy(input.subtotal.times(input.afterFees));
  return { tax: round(scaled, input.decimals), taxRate: null };
}

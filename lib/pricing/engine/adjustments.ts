import type { Adjustment } from "@/lib/pricing/types";
import type { AdjustmentResult } from "@/lib/pricing/result";
import { nonNegative, percentage, round, share, smaller, toFigure, ZERO, type Amount } from "./decimal";

// Discounts and fees: a percentage (0-100) of what they apply to, or an absolute amount (>= 0).

/**
 * Discounts in order, each on what the previous ones left. A percentage takes its share (rounded);
 * an absolute discount takes its value (rounded) but never more than what is left, so a total never
 * goes below 0 and `amount` shows what the discount really took (a 500 discount on 300 shows 300).
 */
export function applyDiscounts(start: Amount, list: Adjustment[] | null | undefined, decimals: number) {
  let remaining = start;
  const results: AdjustmentResult[] = [];
  for (const adjustment of readable(list)) {
    const { isAbsolute, value } = clampAdjustment(adjustment);
    const wanted = isAbsolute ? round(value, decimals) : round(share(remaining, value), decimals);
    const amount = smaller(wanted, remaining);
    remaining = remaining.minus(amount);
    results.push(toResult(adjustment, value, isAbsolute, amount));
  }
  return { results, remaining };
}

/**
 * Fees, each on the same base (the discounted subtotal: fees do not compound on each other), added
 * after the discounts. A percentage fee is its share of the base (rounded); an absolute fee its value.
 */
export function applyFees(base: Amount, list: Adjustment[] | null | undefined, decimals: number) {
  let total = ZERO;
  const results: AdjustmentResult[] = [];
  for (const adjustment of readable(list)) {
    const { isAbsolute, value } = clampAdjustment(adjustment);
    const amount = isAbsolute ? round(value, decimals) : round(share(base, value), decimals);
    total = total.plus(amount);
    results.push(toResult(adjustment, value, isAbsolute, amount));
  }
  return { results, total };
}

function readable(list: Adjustment[] | null | undefined): Adjustment[] {
  return Array.isArray(list) ? list.filter((item) => item !== null && typeof item === "object") : [];
}

function clampAdjustment(adjustment: Adjustment): { isAbsolute: boolean; value: Amount } {
  const isAbsolute = adjustment.isAbsolute === true;
  return { isAbsolute, value: isAbsolute ? nonNegative(adjustment.value) : percentage(adjustment.value) };
}

function toResult(adjustment: Adjustment, value: Amount, isAbsolute: boolean, amount: Amount): AdjustmentResult {
  return { title: typeof adjustment.title === "string" ? adjustment.title : "", value: toFigure(value), isAbsolute, amount: toFigure(amount) };
}

import { quantityRange } from "@/lib/pricing/choices";
import type { ItemRow } from "@/lib/pricing/types";
import { PRICING_LIMITS } from "./limits";

// The owner's edits of a row's client choices, pure (unit-tested without a DOM): what a patch to
// optional, selected-by-default or the quantity range also changes so the row stays one the schema
// keeps as it is.

type ChoicePatch = Partial<Pick<ItemRow, "optional" | "selectedByDefault" | "quantityMin" | "quantityMax" | "quantity">>;

/** A first range around the row's quantity (100 guests: 80 to 120), so the client has room both ways. */
export function rangeAround(quantity: number): ChoicePatch {
  const start = Math.max(1, Math.round(quantity));
  return { quantity: start, quantityMin: Math.max(1, Math.floor(start * 0.8)), quantityMax: Math.min(PRICING_LIMITS.quantity, Math.ceil(start * 1.2) + (start < 5 ? 1 : 0)) };
}

/** The range switched on (around the quantity) or off. */
export const toggleRange = (row: ItemRow, on: boolean): ChoicePatch => (on ? rangeAround(row.quantity) : { quantityMin: null, quantityMax: null });

/**
 * One end of the range changed: kept as typed (a min above the max is a step of the owner's typing;
 * the schema swaps them if it is saved so), and, while the range holds, the quantity moved into it.
 */
export function setRangeEnd(row: ItemRow, end: "quantityMin" | "quantityMax", value: number): ChoicePatch {
  const next = { ...row, [end]: Math.round(value) };
  const range = quantityRange(next);
  if (!range || (next.quantityMin ?? 0) > (next.quantityMax ?? 0)) return { [end]: next[end] };
  return { [end]: next[end], quantity: Math.min(range.max, Math.max(range.min, Math.round(row.quantity))) };
}

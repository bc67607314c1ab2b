import Decimal from "decimal.js";

// The engine's number type and the defensive readers every figure goes through. Money is never
// computed with binary floats: a number from storage becomes a Decimal on the way in (0.1 stays 0.1)
// and a number again only as a final, rounded figure.

/** 40 significant digits: exact for any sane price x quantity x columns; half up (away from zero). */
export const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Amount = Decimal;

export const ZERO: Amount = new Dec(0);
const HUNDRED = new Dec(100);

/**
 * Beyond any real price (a thousand trillion) and below where doubles stop holding cents: inputs and
 * each line are capped there, so absurd numbers (1e300 x 1e300, a rate of 1e-300) still give finite
 * figures instead of Infinity.
 */
export const MAX_AMOUNT: Amount = new Dec("1e15");
const MAX_NUMBER = 1e15;
const MIN_AMOUNT: Amount = MAX_AMOUNT.negated();

// The readers below compare plain numbers before making one Decimal: the engine runs on every change
// a client makes in the share view (a phone), and Decimal's constructor is most of its cost.

/** A finite number as a Decimal, within ±MAX_AMOUNT; anything else (NaN, Infinity, strings, null) is 0. */
export function amountOf(value: unknown): Amount {
  if (typeof value !== "number" || !Number.isFinite(value)) return ZERO;
  if (value >= MAX_NUMBER) return MAX_AMOUNT;
  if (value <= -MAX_NUMBER) return MIN_AMOUNT;
  return new Dec(value);
}

/** At most MAX_AMOUNT (for computed amounts such as a line's base). */
export function capped(amount: Amount): Amount {
  return amount.gt(MAX_AMOUNT) ? MAX_AMOUNT : amount;
}

/** Price, quantity, absolute discounts and fees, custom column values, rates: never below 0. */
export function nonNegative(value: unknown): Amount {
  return typeof value === "number" && value > 0 ? amountOf(value) : ZERO;
}

/** A percentage clamped to 0-100 (150% takes everything, -5% nothing). */
export function percentage(value: unknown): Amount {
  return typeof value === "number" && Number.isFinite(value) && value >= 100 ? HUNDRED : nonNegative(value);
}

/** The smaller of two amounts (the first when equal), without making a new Decimal. */
export const smaller = (a: Amount, b: Amount): Amount => (b.lt(a) ? b : a);

/** `amount` x `percent`% (exact). */
export function share(amount: Amount, percent: Amount): Amount {
  return amount.times(percent).dividedBy(HUNDRED);
}

/** Rounded to `decimals` places, half up: the only rounding the engine does. */
export function round(amount: Amount, decimals: number): Amount {
  return amount.toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP);
}

/** A figure for the result (already rounded); never -0. */
export function toFigure(amount: Amount): number {
  const value = amount.toNumber();
  return value === 0 ? 0 : value;
}

import { Decimal } from "decimal.js";
import { CATALOG_PRICE_DECIMALS, CATALOG_PRICE_MAX } from "./limits";

// A catalog price as the API takes it: a JSON number, or a plain decimal string ("1250.5": digits,
// optionally a dot and digits; no sign, exponent, grouping or currency). Reading the workspace's own
// format ("1.250,50 €") is the form's job (parseAmount in lib/pricing/money); the API stays strict so
// every client means the same amount. Stored exactly (DECIMAL(14, 4)), never through a binary float.

const PLAIN_DECIMAL = /^\d+(?:\.\d+)?$/;
const MAX = new Decimal(CATALOG_PRICE_MAX);

export type PriceProblem = "invalid" | "tooLarge";

/** The price as an exact decimal, or why it is refused: not a number, negative, more than 4 decimals, too large. */
export function parsePrice(input: unknown): { ok: true; value: Decimal } | { ok: false; reason: PriceProblem } {
  let value: Decimal;
  if (typeof input === "number") {
    if (!Number.isFinite(input)) return { ok: false, reason: "invalid" };
    // Decimal(number) reads the shortest text that prints the number, so 0.1 is 0.1 and 0.1 + 0.2
    // (0.30000000000000004) shows its 17 decimals and is refused rather than silently rounded.
    value = new Decimal(input);
  } else if (typeof input === "string" && PLAIN_DECIMAL.test(input.trim())) {
    value = new Decimal(input.trim());
  } else {
    return { ok: false, reason: "invalid" };
  }
  if (value.isZero()) return { ok: true, value: new Decimal(0) }; // -0 included
  if (value.isNegative() || value.decimalPlaces() > CATALOG_PRICE_DECIMALS) return { ok: false, reason: "invalid" };
  if (value.greaterThan(MAX)) return { ok: false, reason: "tooLarge" };
  return { ok: true, value };
}

/** The stored DECIMAL as the API answers it: a JSON number (exact for every value the column holds). */
export const priceNumber = (stored: { toString(): string }) => Number(stored.toString());

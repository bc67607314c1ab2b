import Decimal from "decimal.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatNumber } from "./format";

// formatNumber prints a float that already has its decimals as it is and rounds anything else with
// decimal arithmetic: both ways must print what decimal rounding (half up, away from zero) prints.

const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
const plain = { groupLength: 3, decimalSeparator: ".", groupSeparator: "" };

function reference(value: number, decimals: number): string {
  const rounded = new Dec(value).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP);
  const text = rounded.abs().toFixed(decimals);
  return rounded.isNegative() && !rounded.isZero() ? `-${text}` : text;
}

describe("formatNumber", () => {
  it("rounds half up where the float's own digits would not (1.005, 2.675, -0.125)", () => {
    expect(formatNumber(1.005, { ...plain, decimalLength: 2 })).toBe("1.01");
    expect(formatNumber(2.675, { ...plain, decimalLength: 2 })).toBe("2.68");
    expect(formatNumber(-0.125, { ...plain, decimalLength: 2 })).toBe("-0.13");
    expect(formatNumber(-0.001, { ...plain, decimalLength: 2 })).toBe("0.00");
    expect(formatNumber(1e15 + 0.5, { ...plain, decimalLength: 2 })).toBe(reference(1e15 + 0.5, 2));
  });

  it("prints what decimal rounding prints, for money figures and for any double", () => {
    const cents = fc.integer({ min: -1e13, max: 1e13 }).map((n) => n / 100);
    const anyDouble = fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e16, max: 1e16 });
    fc.assert(
      fc.property(fc.oneof(cents, anyDouble), fc.integer({ min: 0, max: 4 }), (value, decimals) => {
        expect(formatNumber(value, { ...plain, decimalLength: decimals })).toBe(reference(value, decimals));
      }),
      { numRuns: 5000 },
    );
  });
});

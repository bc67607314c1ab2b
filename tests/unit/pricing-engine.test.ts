import { describe, expect, it } from "vitest";
import { computeTable } from "@/lib/pricing/engine";
import type { PricingMeta } from "@/lib/pricing/types";
import { absolute, content, item, meta, percent, section } from "./pricing-engine-fixtures";

// The engine's rules one by one: lines, exact decimals and rounding, clamps, custom columns,
// sections, discounts and fees, tax types. Worked examples: pricing-engine-examples.test.ts.

const firstLine = (rows: Parameters<typeof content>[0], m: Partial<PricingMeta> = {}) =>
  computeTable(content(rows), meta(m)).sections[0].lines[0];

describe("computeTable: exact decimals (cases binary floats get wrong)", () => {
  it.each([
    { name: "0.1 x 3", rows: [item({ price: 0.1, quantity: 3 })], total: 0.3 },
    { name: "0.1 + 0.2", rows: [item({ price: 0.1 }), item({ price: 0.2 })], total: 0.3 },
    { name: "1.1 x 1.1 (1.2100000000000002 in floats)", rows: [item({ price: 1.1, quantity: 1.1 })], total: 1.21 },
    { name: "19.99 x 3 (59.97, not 59.96999…)", rows: [item({ price: 19.99, quantity: 3 })], total: 59.97 },
    { name: "0.7 + 0.1 + 0.2 (1.0000000000000002 in floats)", rows: [item({ price: 0.7 }), item({ price: 0.1 }), item({ price: 0.2 })], total: 1 },
  ])("$name", ({ rows, total }) => {
    const result = computeTable(content({ rows }), meta());
    expect(result.subtotal).toBe(total);
    expect(result.grandTotal).toBe(total);
  });
});

describe("computeTable: rounding is half up, once per figure", () => {
  it.each([
    { price: 1.005, decimals: 2, base: 1.01 }, // 1.005.toFixed(2) is "1.00" in floats
    { price: 2.675, decimals: 2, base: 2.68 }, // 2.675 is 2.67499999… as a double
    { price: 0.125, decimals: 2, base: 0.13 }, // half up, not half even (0.12)
    { price: 0.115, decimals: 2, base: 0.12 },
    { price: 1250.5, decimals: 0, base: 1251 },
    { price: 1249.5, decimals: 0, base: 1250 },
    { price: 1.23456, decimals: 4, base: 1.2346 },
    { price: 1.23444, decimals: 3, base: 1.234 },
  ])("price $price with $decimals decimals → base $base", ({ price, decimals, base }) => {
    expect(firstLine({ rows: [item({ price })] }, { decimals }).base).toBe(base);
  });

  it("computes later figures from rounded ones, so the line adds up", () => {
    // base 33.33 x 1 = 33.33; discount 12.5% = 4.16625 → 4.17; net 29.16; tax 18% = 5.2488 → 5.25; total 34.41
    const line = firstLine({ rows: [item({ price: 33.33, discount: 12.5, tax: 18 })] }, { lineDiscountEnabled: true, taxType: "MULTIPLE" });
    expect(line).toMatchObject({ base: 33.33, discount: 4.17, net: 29.16, tax: 5.25, totalWithTax: 34.41 });
  });

  it("rounds the line base once, not price and quantity separately", () => {
    // 0.333 x 3 = 0.999 → 1.00 (rounding the price first would give 0.33 x 3 = 0.99)
    expect(firstLine({ rows: [item({ price: 0.333, quantity: 3 })] }).base).toBe(1);
  });

  it.each([
    { decimals: 7, expected: 4 },
    { decimals: -1, expected: 0 },
    { decimals: 2.9, expected: 2 },
    { decimals: Number.NaN, expected: 2 },
  ])("clamps decimals $decimals to $expected", ({ decimals, expected }) => {
    expect(computeTable(content(), meta({ decimals })).decimals).toBe(expected);
  });

  it("falls back to 0 decimals for an unreadable TRY setting", () => {
    expect(computeTable(content(), meta({ currency: "TRY", decimals: Number.NaN })).decimals).toBe(0);
  });
});

describe("computeTable: lines", () => {
  it.each([
    { name: "price x quantity", row: { price: 12.5, quantity: 4 }, m: {}, expected: { base: 50, discount: 0, net: 50, tax: 0, totalWithTax: 50 } },
    { name: "line discount", row: { price: 200, discount: 15 }, m: { lineDiscountEnabled: true }, expected: { base: 200, discount: 30, net: 170 } },
    { name: "line discount ignored when disabled", row: { price: 200, discount: 15 }, m: {}, expected: { discount: 0, net: 200 } },
    { name: "line tax with MULTIPLE", row: { price: 200, tax: 20 }, m: { taxType: "MULTIPLE" }, expected: { tax: 40, totalWithTax: 240 } },
    { name: "line tax ignored with SINGLE", row: { price: 200, tax: 20 }, m: { taxType: "SINGLE" }, expected: { tax: 0, totalWithTax: 200 } },
    { name: "line tax ignored with NONE", row: { price: 200, tax: 20 }, m: { taxType: "NONE" }, expected: { tax: 0, totalWithTax: 200 } },
    { name: "tax on the net", row: { price: 100, discount: 50, tax: 10 }, m: { lineDiscountEnabled: true, taxType: "MULTIPLE" }, expected: { net: 50, tax: 5, totalWithTax: 55 } },
    { name: "quantity 0", row: { price: 99, quantity: 0 }, m: {}, expected: { base: 0 } },
    { name: "fractional quantity", row: { price: 80, quantity: 2.5 }, m: {}, expected: { base: 200 } },
  ] as const)("$name", ({ row, m, expected }) => {
    expect(firstLine({ rows: [item(row)] }, m as Partial<PricingMeta>)).toMatchObject(expected);
  });

  it("reports the row id and no original currency for a table-currency row", () => {
    const line = firstLine({ rows: [item({ id: "row-a" })] });
    expect(line.rowId).toBe("row-a");
    expect(line.original).toBeNull();
  });
});

describe("computeTable: defensive clamps", () => {
  const all = { lineDiscountEnabled: true, taxType: "MULTIPLE" as const };
  it.each([
    { name: "negative price → 0", row: { price: -50 }, expected: { base: 0 } },
    { name: "negative quantity → 0", row: { price: 10, quantity: -3 }, expected: { base: 0 } },
    { name: "NaN price → 0", row: { price: Number.NaN }, expected: { base: 0 } },
    { name: "Infinity quantity → 0", row: { price: 10, quantity: Number.POSITIVE_INFINITY }, expected: { base: 0 } },
    { name: "price as a string → 0", row: { price: "12" as unknown as number }, expected: { base: 0 } },
    { name: "discount 150% → 100%", row: { price: 80, discount: 150 }, expected: { discount: 80, net: 0 } },
    { name: "discount -10% → 0%", row: { price: 80, discount: -10 }, expected: { discount: 0, net: 80 } },
    { name: "line tax 150% → 100%", row: { price: 80, tax: 150 }, expected: { tax: 80, totalWithTax: 160 } },
    { name: "line tax -5% → 0%", row: { price: 80, tax: -5 }, expected: { tax: 0 } },
    { name: "1e300 x 1e300 stays finite (capped at 1e15)", row: { price: 1e300, quantity: 1e300 }, expected: { base: 1e15 } },
  ])("$name", ({ row, expected }) => {
    expect(firstLine({ rows: [item(row)] }, all)).toMatchObject(expected);
  });

  it.each([
    { name: "SINGLE 150% → 100%", tax: 150, taxRate: 100, amount: 100 },
    { name: "SINGLE -3% → 0%", tax: -3, taxRate: 0, amount: 0 },
    { name: "SINGLE NaN → 0%", tax: Number.NaN, taxRate: 0, amount: 0 },
  ])("$name", ({ tax, taxRate, amount }) => {
    const result = computeTable(content({ rows: [item({ price: 100 })], tax }), meta({ taxType: "SINGLE" }));
    expect(result).toMatchObject({ taxRate, tax: amount, grandTotal: 100 + amount });
  });

  it("treats unreadable lists, rows and adjustments as empty", () => {
    const odd = content({
      rows: [null, { type: "other" }, item({ price: 5 })] as never,
      discounts: "x" as never,
      fees: [null, percent(10)] as never,
      lastSubtotalDiscounts: undefined as never,
      customColumns: null as never,
    });
    const result = computeTable(odd, meta({ taxType: "BOGUS" as never, effectType: "X" as never }));
    expect(result).toMatchObject({ subtotal: 5, discounts: [], taxType: "NONE", effectType: "TOTAL", grandTotal: 5.5 });
    expect(result.fees).toHaveLength(1);
  });
});

describe("computeTable: custom columns multiply into the base", () => {
  const customColumns = [
    { title: "Nights", defaultValue: 2 },
    { title: "Guests", defaultValue: 1 },
  ];
  it.each([
    { name: "both values given", columns: [3, 4], base: 2400 }, // 100 x 2 x 3 x 4
    { name: "missing values take the defaults", columns: [], base: 400 }, // 100 x 2 x 2 x 1
    { name: "one missing value", columns: [3], base: 600 }, // 100 x 2 x 3 x 1
    { name: "NaN takes the default", columns: [Number.NaN, 5], base: 2000 }, // 100 x 2 x 2 x 5
    { name: "negative clamps to 0", columns: [-1, 5], base: 0 },
    { name: "values past the last column are ignored", columns: [1, 1, 7], base: 200 },
    { name: "fractional values", columns: [0.5, 3], base: 300 }, // 100 x 2 x 0.5 x 3
  ])("$name", ({ columns, base }) => {
    expect(firstLine({ rows: [item({ price: 100, quantity: 2, columns })], customColumns }).base).toBe(base);
  });

  it("uses a column default of 0 (and clamps a negative default to 0)", () => {
    expect(firstLine({ rows: [item({ price: 100 })], customColumns: [{ title: "x", defaultValue: 0 }] }).base).toBe(0);
    expect(firstLine({ rows: [item({ price: 100 })], customColumns: [{ title: "x", defaultValue: -2 }] }).base).toBe(0);
  });
});

describe("computeTable: sections", () => {
  it("groups rows before the first section into an untitled section", () => {
    const rows = [item({ price: 10 }), section("Drinks", [], "s1"), item({ price: 20 }), item({ price: 5 }), section("Empty", [], "s2")];
    const result = computeTable(content({ rows }), meta());
    expect(result.sections.map(({ rowId, title, subtotal, total }) => ({ rowId, title, subtotal, total }))).toEqual([
      { rowId: null, title: "", subtotal: 10, total: 10 },
      { rowId: "s1", title: "Drinks", subtotal: 25, total: 25 },
      { rowId: "s2", title: "Empty", subtotal: 0, total: 0 },
    ]);
    expect(result.subtotal).toBe(35);
  });

  it("has no untitled section when the table starts with a section row, and none at all when empty", () => {
    expect(computeTable(content({ rows: [section("A"), item()] }), meta()).sections.map((s) => s.title)).toEqual(["A"]);
    expect(computeTable(content(), meta())).toMatchObject({ sections: [], subtotal: 0, taxable: 0, tax: 0, grandTotal: 0 });
  });

  it("applies section discounts in order, each on what the previous left", () => {
    // 1000 - 10% (100) = 900; - 100 = 800; - 50% (400) = 400
    const rows = [section("Venue", [percent(10), absolute(100), percent(50)]), item({ price: 1000 })];
    const [venue] = computeTable(content({ rows }), meta()).sections;
    expect(venue.discounts.map((d) => d.amount)).toEqual([100, 100, 400]);
    expect(venue).toMatchObject({ subtotal: 1000, total: 400 });
  });

  it("sums section totals (after their discounts) into the subtotal", () => {
    const rows = [section("A", [percent(20)]), item({ price: 500 }), section("B"), item({ price: 300 })];
    expect(computeTable(content({ rows }), meta()).subtotal).toBe(700); // 400 + 300
  });
});

describe("computeTable: discounts and fees", () => {
  const table = (fields: Parameters<typeof content>[0]) => computeTable(content({ rows: [item({ price: 1000 })], ...fields }), meta());

  it.each([
    { name: "percentage", discounts: [percent(15)], amounts: [150], taxable: 850 },
    { name: "absolute", discounts: [absolute(99.99)], amounts: [99.99], taxable: 900.01 },
    { name: "in order, each on what is left", discounts: [percent(10), percent(10)], amounts: [100, 90], taxable: 810 },
    { name: "150% clamps to 100%", discounts: [percent(150)], amounts: [1000], taxable: 0 },
    { name: "negative percentage clamps to 0", discounts: [percent(-20)], amounts: [0], taxable: 1000 },
    { name: "negative absolute clamps to 0", discounts: [absolute(-20)], amounts: [0], taxable: 1000 },
    { name: "absolute larger than the amount stops at 0", discounts: [absolute(1500)], amounts: [1000], taxable: 0 },
    { name: "nothing left for a later discount", discounts: [absolute(1500), absolute(10)], amounts: [1000, 0], taxable: 0 },
    { name: "absolute rounded to decimals", discounts: [absolute(10.005)], amounts: [10.01], taxable: 989.99 },
  ])("table discount: $name", ({ discounts, amounts, taxable }) => {
    const result = table({ discounts });
    expect(result.discounts.map((d) => d.amount)).toEqual(amounts);
    expect(result.taxable).toBe(taxable);
  });

  it("reports the clamped value next to the amount", () => {
    const result = table({ discounts: [percent(150, "Too much")], fees: [absolute(-5, "Negative")] });
    expect(result.discounts[0]).toEqual({ title: "Too much", value: 100, isAbsolute: false, amount: 1000 });
    expect(result.fees[0]).toEqual({ title: "Negative", value: 0, isAbsolute: true, amount: 0 });
  });

  it.each([
    { name: "percentage of the discounted subtotal", discounts: [percent(20)], fees: [percent(10)], amounts: [80], taxable: 880 },
    { name: "absolute", discounts: [], fees: [absolute(75.5)], amounts: [75.5], taxable: 1075.5 },
    { name: "fees do not compound", discounts: [], fees: [percent(10), percent(10)], amounts: [100, 100], taxable: 1200 },
    { name: "percentage fee 150% clamps to 100%", discounts: [], fees: [percent(150)], amounts: [1000], taxable: 2000 },
    { name: "half up: 2.5% of 1000 - 1.90", discounts: [absolute(1.9)], fees: [percent(2.5)], amounts: [24.95], taxable: 1023.05 },
  ])("fee: $name", ({ discounts, fees, amounts, taxable }) => {
    // last case: 998.10 x 2.5% = 24.9525 → 24.95; 998.10 + 24.95 = 1023.05
    const result = table({ discounts, fees });
    expect(result.fees.map((f) => f.amount)).toEqual(amounts);
    expect(result.taxable).toBe(taxable);
  });

  it("applies last-subtotal discounts after fees, in order", () => {
    // 1000 - 10% = 900; + 100 fee = 1000; - 5% = 950; - 50 = 900
    const result = table({ discounts: [percent(10)], fees: [absolute(100)], lastSubtotalDiscounts: [percent(5), absolute(50)] });
    expect(result.lastSubtotalDiscounts.map((d) => d.amount)).toEqual([50, 50]);
    expect(result).toMatchObject({ subtotal: 1000, taxable: 900, grandTotal: 900 });
  });

  it("never lets a last-subtotal discount take the total below 0", () => {
    const result = table({ fees: [absolute(100)], lastSubtotalDiscounts: [absolute(5000)] });
    expect(result.lastSubtotalDiscounts[0].amount).toBe(1100);
    expect(result).toMatchObject({ taxable: 0, grandTotal: 0 });
  });
});

describe("computeTable: tax types", () => {
  const rows = [item({ price: 100, tax: 20 }), item({ price: 50, tax: 10 })];

  it.each([
    { taxType: "NONE", taxRate: null, tax: 0, grandTotal: 150 },
    { taxType: "SINGLE", taxRate: 18, tax: 27, grandTotal: 177 }, // 150 x 18%
    { taxType: "MULTIPLE", taxRate: null, tax: 25, grandTotal: 175 }, // 20 + 5
  ] as const)("$taxType", ({ taxType, taxRate, tax, grandTotal }) => {
    expect(computeTable(content({ rows, tax: 18 }), meta({ taxType }))).toMatchObject({ taxRate, tax, grandTotal, taxable: 150 });
  });

  it("SINGLE taxes fees and the amount after every discount", () => {
    // 150 - 50 = 100; + 20 fee = 120; - 20 = 100; 10% = 10
    const result = computeTable(
      content({ rows, tax: 10, discounts: [absolute(50)], fees: [absolute(20)], lastSubtotalDiscounts: [absolute(20)] }),
      meta({ taxType: "SINGLE" }),
    );
    expect(result).toMatchObject({ taxable: 100, tax: 10, grandTotal: 110 });
  });

  it("MULTIPLE leaves fees untaxed", () => {
    // line tax 100 x 20% = 20; the 50 fee has no rate
    const result = computeTable(content({ rows: [item({ price: 100, tax: 20 })], fees: [absolute(50)] }), meta({ taxType: "MULTIPLE" }));
    expect(result).toMatchObject({ taxable: 150, tax: 20, grandTotal: 170 });
  });

  it("MULTIPLE scales a section's line taxes by its own discounts only", () => {
    // Food 1000 at 10% with a 50% section discount: 100 x 500/1000 = 50. Drinks 1000 at 20%: 200.
    // tax = 250 (a table-wide ratio would give 300 x 1500/2000 = 225, moving tax onto the drinks' rate).
    const table = [section("Food", [percent(50)]), item({ price: 1000, tax: 10 }), section("Drinks"), item({ price: 1000, tax: 20 })];
    expect(computeTable(content({ rows: table }), meta({ taxType: "MULTIPLE" }))).toMatchObject({ subtotal: 1500, tax: 250, grandTotal: 1750 });
  });

  it("MULTIPLE scales every line tax by the table discounts", () => {
    // line taxes 20 + 5 = 25; subtotal 150 - 30 (20%) = 120; 25 x 120/150 = 20
    expect(computeTable(content({ rows, discounts: [percent(20)] }), meta({ taxType: "MULTIPLE" }))).toMatchObject({ taxable: 120, tax: 20, grandTotal: 140 });
  });

  it("MULTIPLE shares a last-subtotal discount between lines and fees", () => {
    // 150 + 50 fee = 200; - 25% (50) = 150; line share 150 x 150/200 = 112.5; tax 25 x 112.5/150 = 18.75
    const result = computeTable(content({ rows, fees: [absolute(50)], lastSubtotalDiscounts: [percent(25)] }), meta({ taxType: "MULTIPLE" }));
    expect(result).toMatchObject({ taxable: 150, tax: 18.75, grandTotal: 168.75 });
  });

  it("MULTIPLE gives 0 tax when nothing is taxable (no division by zero)", () => {
    const zero = computeTable(content({ rows: [item({ price: 0, tax: 20 })], fees: [absolute(10)] }), meta({ taxType: "MULTIPLE" }));
    expect(zero).toMatchObject({ tax: 0, grandTotal: 10 });
    const wiped = computeTable(content({ rows, lastSubtotalDiscounts: [percent(100)] }), meta({ taxType: "MULTIPLE" }));
    expect(wiped).toMatchObject({ taxable: 0, tax: 0, grandTotal: 0 });
  });
});

describe("computeTable: effect type", () => {
  it.each(["TOTAL", "PAID_INVOICE", "UNPAID_INVOICE"] as const)("passes %s through", (effectType) => {
    expect(computeTable(content(), meta({ effectType })).effectType).toBe(effectType);
  });
});

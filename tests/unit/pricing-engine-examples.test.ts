import { describe, expect, it } from "vitest";
import { computeTable } from "@/lib/pricing/engine";
import { absolute, content, item, meta, percent, section } from "./pricing-engine-fixtures";

// Worked examples: whole tables computed by hand in the comments, so a reader can check each figure.

describe("worked example: wedding offer, MULTIPLE taxes, section, table and last-subtotal discounts, fees", () => {
  // EUR, 2 decimals, line discounts on.
  // Untitled section
  //   Venue     1000.00 x 1,  10% off, 20% tax: base 1000.00, discount 100.00, net  900.00, tax 180.00, total 1080.00
  //   Catering    45.50 x 80,  0% off, 10% tax: base 3640.00, discount   0.00, net 3640.00, tax 364.00, total 4004.00
  //   subtotal 4540.00, no discounts, total 4540.00; line taxes 544.00
  // Drinks section, 20% "Open bar" discount
  //   Wine        12.50 x 40,  5% off, 20% tax: base  500.00, discount  25.00, net  475.00, tax  95.00, total  570.00
  //   subtotal 475.00, discount 20% = 95.00, total 380.00; line taxes 95.00 scaled 380/475 = 76.00
  // subtotal                        4540.00 + 380.00 = 4920.00
  // table discount "Early booking"  5% of 4920.00 = 246.00        → 4674.00
  // fee "Service" 3% of 4674.00 = 140.22; fee "Delivery" 50.00    → 4864.22
  // last-subtotal "Goodwill" 64.22                                → taxable 4800.00
  // tax = (544.00 + 76.00) x 4674/4920 x 4800/4864.22 = 589 x 4800/4864.22 = 581.2237… → 581.22
  // grand total 4800.00 + 581.22 = 5381.22
  const rows = [
    item({ id: "venue", price: 1000, quantity: 1, discount: 10, tax: 20 }),
    item({ id: "catering", price: 45.5, quantity: 80, discount: 0, tax: 10 }),
    section("Drinks", [percent(20, "Open bar")], "drinks"),
    item({ id: "wine", price: 12.5, quantity: 40, discount: 5, tax: 20 }),
  ];
  const result = computeTable(
    content({
      rows,
      discounts: [percent(5, "Early booking")],
      fees: [percent(3, "Service"), absolute(50, "Delivery")],
      lastSubtotalDiscounts: [absolute(64.22, "Goodwill")],
    }),
    meta({ taxType: "MULTIPLE", lineDiscountEnabled: true }),
  );

  it("computes every line", () => {
    expect(result.sections.flatMap((s) => s.lines)).toEqual([
      { rowId: "venue", included: true, quantity: 1, base: 1000, discount: 100, net: 900, tax: 180, totalWithTax: 1080, original: null },
      { rowId: "catering", included: true, quantity: 80, base: 3640, discount: 0, net: 3640, tax: 364, totalWithTax: 4004, original: null },
      { rowId: "wine", included: true, quantity: 40, base: 500, discount: 25, net: 475, tax: 95, totalWithTax: 570, original: null },
    ]);
  });

  it("computes the sections", () => {
    expect(result.sections.map(({ rowId, subtotal, total }) => ({ rowId, subtotal, total }))).toEqual([
      { rowId: null, subtotal: 4540, total: 4540 },
      { rowId: "drinks", subtotal: 475, total: 380 },
    ]);
    expect(result.sections[1].discounts).toEqual([{ title: "Open bar", value: 20, isAbsolute: false, amount: 95 }]);
  });

  it("computes the table figures", () => {
    expect(result.discounts.map((d) => d.amount)).toEqual([246]);
    expect(result.fees.map((f) => f.amount)).toEqual([140.22, 50]);
    expect(result.lastSubtotalDiscounts.map((d) => d.amount)).toEqual([64.22]);
    expect(result).toMatchObject({ currency: "EUR", decimals: 2, subtotal: 4920, taxable: 4800, taxRate: null, tax: 581.22, grandTotal: 5381.22 });
  });
});

describe("worked example: SINGLE tax with a discount and a fee", () => {
  // Tent 250.00 x 4 = 1000.00; Chairs 99.99 x 3 = 299.97; subtotal 1299.97
  // discount 10% = 129.997 → 130.00 → 1169.97
  // fee 5% of 1169.97 = 58.4985 → 58.50 → taxable 1228.47
  // tax 18% of 1228.47 = 221.1246 → 221.12; grand total 1449.59
  it("adds up", () => {
    const result = computeTable(
      content({ rows: [item({ price: 250, quantity: 4 }), item({ price: 99.99, quantity: 3 })], discounts: [percent(10)], fees: [percent(5)], tax: 18 }),
      meta({ taxType: "SINGLE" }),
    );
    expect(result.discounts[0].amount).toBe(130);
    expect(result.fees[0].amount).toBe(58.5);
    expect(result).toMatchObject({ subtotal: 1299.97, taxable: 1228.47, taxRate: 18, tax: 221.12, grandTotal: 1449.59 });
  });
});

describe("worked example: mixed currencies with direct, reverse and missing rates", () => {
  // EUR table, rows may carry their own currency.
  //   USD { rate 0.9 }: 1 USD = 0.9 EUR          → amount x 0.9
  //   TRY { rate 35, reversed }: 1 EUR = 35 TRY  → amount / 35
  //   GBP { rate 0 }: no conversion; RUB: no entry, no conversion
  // Hotel   EUR 100.00 x 1                         = 100.00
  // Flights USD  50.00 x 3 = 150.00 USD x 0.9      = 135.00
  // Hamam   TRY 1000 x 1 = 1000 TRY / 35 = 28.5714… =  28.57
  // Tea     GBP  10.00 (rate 0)                    =  10.00
  // Caviar  RUB 500.00 (no entry)                  = 500.00
  // subtotal 773.57
  const rows = [
    item({ id: "hotel", price: 100, currency: "EUR" }),
    item({ id: "flights", price: 50, quantity: 3, currency: "USD" }),
    item({ id: "hamam", price: 1000, currency: "TRY" }),
    item({ id: "tea", price: 10, currency: "GBP" }),
    item({ id: "caviar", price: 500, currency: "RUB" }),
  ];
  const currencyRates = { USD: { rate: 0.9, isReverse: false }, TRY: { rate: 35, isReverse: true }, GBP: { rate: 0, isReverse: false } };

  it("converts each row into the table's currency", () => {
    const result = computeTable(content({ rows }), meta({ allowCurrencyChange: true, currencyRates }));
    expect(result.sections[0].lines.map(({ rowId, base, original }) => ({ rowId, base, original }))).toEqual([
      { rowId: "hotel", base: 100, original: null },
      { rowId: "flights", base: 135, original: { currency: "USD", base: 150 } },
      { rowId: "hamam", base: 28.57, original: { currency: "TRY", base: 1000 } },
      { rowId: "tea", base: 10, original: { currency: "GBP", base: 10 } },
      { rowId: "caviar", base: 500, original: { currency: "RUB", base: 500 } },
    ]);
    expect(result.grandTotal).toBe(773.57);
  });

  it("ignores row currencies when the table does not allow them", () => {
    // 100 + 150 + 1000 + 10 + 500
    const result = computeTable(content({ rows }), meta({ allowCurrencyChange: false, currencyRates }));
    expect(result.grandTotal).toBe(1760);
    expect(result.sections[0].lines.every((line) => line.original === null)).toBe(true);
  });

  it.each([
    { name: "negative rate", rate: -2, isReverse: false, base: 150 },
    { name: "NaN rate", rate: Number.NaN, isReverse: true, base: 150 },
    { name: "reverse 0.5: 1 EUR = 0.5 USD", rate: 0.5, isReverse: true, base: 300 },
    { name: "reverse 3: 150 / 3", rate: 3, isReverse: true, base: 50 },
    { name: "reverse 7: 150 / 7 = 21.428… ", rate: 7, isReverse: true, base: 21.43 },
  ])("rate: $name", ({ rate, isReverse, base }) => {
    const result = computeTable(content({ rows: [item({ price: 150, currency: "USD" })] }), meta({ allowCurrencyChange: true, currencyRates: { USD: { rate, isReverse } } }));
    expect(result.sections[0].lines[0].base).toBe(base);
  });
});

describe("worked example: TRY with 0 decimals", () => {
  // TRY table, 0 decimals, SINGLE 20%; EUR { rate 35 }: 1 EUR = 35 TRY
  // Salon  1250.50 x 1   = 1250.5  → 1251
  // Menu    333.33 x 3   =  999.99 → 1000
  // Cake    EUR 12.50    = 437.5 TRY → 438 (original 12.50 EUR keeps its cents)
  // subtotal 2689; discount 10% = 268.9 → 269 → 2420; fee 2.5% of 2420 = 60.5 → 61 → taxable 2481
  // tax 20% of 2481 = 496.2 → 496; grand total 2977
  it("rounds every figure to whole lira", () => {
    const result = computeTable(
      content({
        rows: [item({ price: 1250.5 }), item({ price: 333.33, quantity: 3 }), item({ id: "cake", price: 12.5, currency: "EUR" })],
        discounts: [percent(10)],
        fees: [percent(2.5)],
        tax: 20,
      }),
      meta({ currency: "TRY", decimals: 0, taxType: "SINGLE", allowCurrencyChange: true, currencyRates: { EUR: { rate: 35, isReverse: false } } }),
    );
    expect(result.sections[0].lines.map((line) => line.base)).toEqual([1251, 1000, 438]);
    expect(result.sections[0].lines[2].original).toEqual({ currency: "EUR", base: 12.5 });
    expect(result.discounts[0].amount).toBe(269);
    expect(result.fees[0].amount).toBe(61);
    expect(result).toMatchObject({ currency: "TRY", decimals: 0, subtotal: 2689, taxable: 2481, tax: 496, grandTotal: 2977 });
  });
});

describe("worked example: MULTIPLE taxes with custom columns and rounding per line", () => {
  // Columns Nights (default 1) and Guests (default 1); line discounts on.
  // Room   89.90 x 1 x 3 nights x 2 guests = 539.40; 7% off = 37.758 → 37.76; net 501.64; 8% tax = 40.1312 → 40.13
  // Brunch 24.95 x 1 x 1 night  x 2 guests =  49.90; no discount;            net  49.90; 18% tax = 8.982 → 8.98
  // subtotal 551.54; line taxes 49.11; grand total 600.65
  it("taxes each line at its own rate", () => {
    const result = computeTable(
      content({
        customColumns: [{ title: "Nights", defaultValue: 1 }, { title: "Guests", defaultValue: 1 }],
        rows: [item({ price: 89.9, columns: [3, 2], discount: 7, tax: 8 }), item({ price: 24.95, columns: [1, 2], tax: 18 })],
      }),
      meta({ taxType: "MULTIPLE", lineDiscountEnabled: true }),
    );
    expect(result.sections[0].lines.map(({ base, discount, net, tax }) => ({ base, discount, net, tax }))).toEqual([
      { base: 539.4, discount: 37.76, net: 501.64, tax: 40.13 },
      { base: 49.9, discount: 0, net: 49.9, tax: 8.98 },
    ]);
    expect(result).toMatchObject({ subtotal: 551.54, taxable: 551.54, tax: 49.11, grandTotal: 600.65 });
  });
});

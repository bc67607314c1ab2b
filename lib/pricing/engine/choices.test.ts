import { describe, expect, it } from "vitest";
import { computeTable } from "@/lib/pricing/engine";
import type { TableChoices } from "@/lib/pricing/choices";
import { content, item, meta, percent, section } from "../../../tests/unit/pricing-engine-fixtures";

// The engine with a client's choices: an optional row left out counts in no total but keeps its own
// figures; a chosen quantity replaces the row's only within its range. Every figure to the cent.

const lineOf = (result: ReturnType<typeof computeTable>, rowId: string) => result.sections.flatMap((s) => s.lines).find((line) => line.rowId === rowId);

describe("computeTable with choices: SINGLE tax, a discount and a percentage fee", () => {
  // venue 1000 (required); catering 45.50 x 100 guests, range 80-140; photo 850 optional, off by
  // default; band 1200 optional, on by default. 5% discount, 3% service fee, 20% tax.
  const table = content({
    rows: [
      item({ id: "venue", price: 1000 }),
      item({ id: "catering", price: 45.5, quantity: 100, quantityMin: 80, quantityMax: 140 }),
      item({ id: "photo", price: 850, optional: true, selectedByDefault: false }),
      item({ id: "band", price: 1200, optional: true, selectedByDefault: true }),
    ],
    discounts: [percent(5, "Early booking")],
    fees: [percent(3, "Service")],
    tax: 20,
  });
  const single = meta({ taxType: "SINGLE" });

  it("without choices counts the owner's defaults (the photographer, off by default, counts nowhere)", () => {
    // 1000 + 4550 + 1200 = 6750; -5% 337.50 = 6412.50; +3% 192.375 → 192.38; 6604.88; tax 1320.976 → 1320.98
    const result = computeTable(table, single);
    expect(result).toMatchObject({ subtotal: 6750, taxable: 6604.88, tax: 1320.98, grandTotal: 7925.86 });
    expect(result.discounts[0].amount).toBe(337.5);
    expect(result.fees[0].amount).toBe(192.38);
    expect(lineOf(result, "photo")).toMatchObject({ included: false, net: 850, quantity: 1 });
    expect(lineOf(result, "catering")).toMatchObject({ included: true, net: 4550, quantity: 100 });
    expect(result.sections[0]).toMatchObject({ subtotal: 6750, total: 6750 });
  });

  it("with choices: 120 guests, the photographer in, the band out", () => {
    // 1000 + 5460 + 850 = 7310; -5% 365.50 = 6944.50; +3% 208.335 → 208.34; 7152.84; tax 1430.568 → 1430.57
    const choices: TableChoices = { catering: { selected: true, quantity: 120 }, photo: { selected: true, quantity: 1 }, band: { selected: false, quantity: 1 } };
    const result = computeTable(table, single, choices);
    expect(result).toMatchObject({ subtotal: 7310, taxable: 7152.84, tax: 1430.57, grandTotal: 8583.41 });
    expect(result.discounts[0].amount).toBe(365.5);
    expect(result.fees[0].amount).toBe(208.34);
    expect(lineOf(result, "band")).toMatchObject({ included: false, base: 1200, net: 1200 });
    expect(lineOf(result, "catering")).toMatchObject({ included: true, quantity: 120, base: 5460 });
  });

  it("does not use a quantity outside the range or not whole, nor deselect a required row", () => {
    const defaults = computeTable(table, single);
    for (const quantity of [79, 141, 100.5, Number.NaN, -5]) {
      expect(computeTable(table, single, { catering: { selected: true, quantity } }).grandTotal).toBe(defaults.grandTotal);
    }
    const forced = computeTable(table, single, { venue: { selected: false, quantity: 3 } });
    expect(lineOf(forced, "venue")).toMatchObject({ included: true, quantity: 1, net: 1000 });
    expect(forced.grandTotal).toBe(defaults.grandTotal);
  });

  it("ignores choices of rows the table does not have, and of an object's prototype", () => {
    const choices = JSON.parse('{"ghost":{"selected":true,"quantity":9},"__proto__":{"selected":false,"quantity":0}}') as TableChoices;
    expect(computeTable(table, single, choices).grandTotal).toBe(7925.86);
  });
});

describe("computeTable with choices: MULTIPLE tax, a row in another currency, a discount and a fee", () => {
  // EUR table; venue 1000 at 20%; flights 500 USD (1 USD = 0.9 EUR → 450) at 10%, optional, on;
  // dinner 60 x 50 at 10%, range 40-60. 10% discount, 2% fee (untaxed).
  const table = content({
    rows: [
      item({ id: "venue", price: 1000, tax: 20 }),
      section("Travel", [], "travel"),
      item({ id: "flights", price: 500, currency: "USD", tax: 10, optional: true, selectedByDefault: true }),
      item({ id: "dinner", price: 60, quantity: 50, tax: 10, quantityMin: 40, quantityMax: 60 }),
    ],
    discounts: [percent(10)],
    fees: [percent(2)],
  });
  const multiple = meta({ taxType: "MULTIPLE", allowCurrencyChange: true, currencyRates: { USD: { rate: 0.9, isReverse: false } } });

  it("without choices", () => {
    // subtotal 1000 + 450 + 3000 = 4450, line taxes 200 + 45 + 300 = 545; -10% 445 = 4005; fee 80.10;
    // tax 545 x 4005/4450 = 490.50; grand 4085.10 + 490.50 = 4575.60
    const result = computeTable(table, multiple);
    expect(result).toMatchObject({ subtotal: 4450, taxable: 4085.1, tax: 490.5, grandTotal: 4575.6 });
    expect(result.sections.map((s) => s.total)).toEqual([1000, 3450]);
    expect(lineOf(result, "flights")).toMatchObject({ included: true, base: 450, tax: 45, original: { currency: "USD", base: 500 } });
  });

  it("with the flights left out and 60 dinners", () => {
    // subtotal 1000 + 3600 = 4600, line taxes 200 + 360 = 560; -10% 460 = 4140; fee 82.80; tax 560 x 4140/4600 = 504
    const result = computeTable(table, multiple, { flights: { selected: false, quantity: 1 }, dinner: { selected: true, quantity: 60 } });
    expect(result).toMatchObject({ subtotal: 4600, taxable: 4222.8, tax: 504, grandTotal: 4726.8 });
    expect(result.sections[1]).toMatchObject({ rowId: "travel", subtotal: 3600, total: 3600 });
    // The option's own figures stay, in the table's currency and in its own.
    expect(lineOf(result, "flights")).toMatchObject({ included: false, base: 450, net: 450, tax: 45, totalWithTax: 495, original: { currency: "USD", base: 500 } });
  });

  it("a table whose every row is left out totals 0 (no division by an empty subtotal)", () => {
    const options = content({ rows: [item({ id: "a", price: 10, tax: 20, optional: true, selectedByDefault: false })], fees: [percent(5)] });
    expect(computeTable(options, meta({ taxType: "MULTIPLE" }))).toMatchObject({ subtotal: 0, tax: 0, grandTotal: 0 });
  });
});

import Decimal from "decimal.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeTable } from "@/lib/pricing/engine";
import { CURRENCIES, type Adjustment, type ItemRow, type PricingRow, type TaxType } from "@/lib/pricing/types";
import { content, meta } from "./pricing-engine-fixtures";

// Properties over random tables: totals do not depend on row order, and whatever the numbers, the
// result is finite, never negative, and the printed figures add up.

const cents = fc.integer({ min: 0, max: 5_000_000 }).map((n) => n / 100);
const percentValue = fc.oneof(fc.integer({ min: 0, max: 100 }), fc.constantFrom(2.5, 12.5, 33.33, 7.75));
const adjustment: fc.Arbitrary<Adjustment> = fc.oneof(
  fc.record({ title: fc.constant("p"), value: percentValue, isAbsolute: fc.constant(false) }),
  fc.record({ title: fc.constant("a"), value: cents, isAbsolute: fc.constant(true) }),
);
const adjustments = fc.array(adjustment, { maxLength: 3 });
const currency = fc.option(fc.constantFrom(...CURRENCIES), { nil: null });

let ids = 0;
const itemRow: fc.Arbitrary<ItemRow> = fc
  .record({
    price: cents,
    quantity: fc.oneof(fc.integer({ min: 0, max: 200 }), fc.constantFrom(0.5, 1.25, 2.75)),
    tax: fc.constantFrom(0, 1, 8, 10, 18, 20, 21, 33.33),
    discount: percentValue,
    columns: fc.array(fc.oneof(fc.integer({ min: 0, max: 14 }), fc.constant(1.5)), { maxLength: 2 }),
    currency,
  })
  .map((fields) => ({ type: "item", id: `i${(ids += 1)}`, name: "", description: "", showDescription: false, optional: false, selectedByDefault: true, quantityMin: null, quantityMax: null, ...fields }));

interface Shape {
  leading: ItemRow[];
  sections: { id: string; discounts: Adjustment[]; items: ItemRow[] }[];
}
const shape: fc.Arbitrary<Shape> = fc.record({
  leading: fc.array(itemRow, { maxLength: 5 }),
  sections: fc.array(
    fc.record({ discounts: adjustments, items: fc.array(itemRow, { maxLength: 5 }) }).map((s) => ({ id: `s${(ids += 1)}`, ...s })),
    { maxLength: 4 },
  ),
});

const settings = fc.record({
  table: fc.record({ discounts: adjustments, fees: adjustments, lastSubtotalDiscounts: adjustments, tax: percentValue }),
  meta: fc.record({
    taxType: fc.constantFrom<TaxType>("NONE", "SINGLE", "MULTIPLE"),
    lineDiscountEnabled: fc.boolean(),
    allowCurrencyChange: fc.boolean(),
    decimals: fc.integer({ min: 0, max: 4 }),
    currencyRates: fc.dictionary(fc.constantFrom(...CURRENCIES), fc.record({ rate: fc.constantFrom(0, 0.9, 1.17, 3, 35.5, 0.0286), isReverse: fc.boolean() })),
  }),
  columns: fc.array(fc.record({ title: fc.constant("c"), defaultValue: fc.constantFrom(0, 1, 2, 2.5) }), { maxLength: 2 }),
});

function toRows(table: Shape): PricingRow[] {
  return [
    ...table.leading,
    ...table.sections.flatMap((s) => [{ type: "section" as const, id: s.id, title: s.id, discounts: s.discounts }, ...s.items]),
  ];
}

/** The same table with the rows of every section shuffled and the titled sections in another order. */
const reordered = (table: Shape): fc.Arbitrary<Shape> =>
  fc.record({
    leading: fc.shuffledSubarray(table.leading, { minLength: table.leading.length }),
    sections: fc
      .tuple(...table.sections.map((s) => fc.shuffledSubarray(s.items, { minLength: s.items.length }).map((items) => ({ ...s, items }))))
      .chain((sections) => fc.shuffledSubarray(sections, { minLength: sections.length })),
  });

type Settings = typeof settings extends fc.Arbitrary<infer T> ? T : never;

function build(table: Shape, s: Settings) {
  return computeTable(content({ ...s.table, rows: toRows(table), customColumns: s.columns }), meta(s.meta));
}

describe("computeTable properties", () => {
  it("gives the same totals whatever the order of rows within sections and of sections", () => {
    fc.assert(
      fc.property(
        shape.chain((table) => fc.tuple(fc.constant(table), reordered(table))),
        settings,
        ([original, shuffled], s) => {
          const a = build(original, s);
          const b = build(shuffled, s);
          expect([b.subtotal, b.taxable, b.tax, b.grandTotal]).toEqual([a.subtotal, a.taxable, a.tax, a.grandTotal]);
          expect(b.discounts).toEqual(a.discounts);
          expect(b.fees).toEqual(a.fees);
          expect(b.lastSubtotalDiscounts).toEqual(a.lastSubtotalDiscounts);
          const byId = (r: typeof a) => r.sections.flatMap((x) => x.lines).sort((x, y) => x.rowId.localeCompare(y.rowId));
          expect(byId(b)).toEqual(byId(a));
          const sectionTotals = (r: typeof a) => Object.fromEntries(r.sections.map((x) => [x.rowId ?? "", x.total]));
          expect(sectionTotals(b)).toEqual(sectionTotals(a));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("never gives NaN, Infinity or a negative figure, whatever numbers it is handed", () => {
    const anyNumber = fc.oneof(fc.double(), fc.integer(), fc.constantFrom(Number.NaN, Infinity, -Infinity, -0, 1e300, -1e300, 5e-324));
    const oddAdjustment = fc.record({ title: fc.string(), value: anyNumber, isAbsolute: fc.boolean() });
    const oddItem = fc.record({
      type: fc.constant("item" as const), id: fc.string(), name: fc.string(), description: fc.string(), showDescription: fc.boolean(),
      price: anyNumber, quantity: anyNumber, tax: anyNumber, discount: anyNumber, columns: fc.array(anyNumber, { maxLength: 3 }), currency,
      optional: fc.boolean(), selectedByDefault: fc.boolean(), quantityMin: fc.option(anyNumber, { nil: null }), quantityMax: fc.option(anyNumber, { nil: null }),
    });
    const oddSection = fc.record({ type: fc.constant("section" as const), id: fc.string(), title: fc.string(), discounts: fc.array(oddAdjustment, { maxLength: 3 }) });
    fc.assert(
      fc.property(
        fc.array(fc.oneof(oddItem, oddSection), { maxLength: 8 }),
        fc.array(oddAdjustment, { maxLength: 3 }),
        fc.array(oddAdjustment, { maxLength: 3 }),
        anyNumber,
        anyNumber,
        fc.constantFrom("NONE", "SINGLE", "MULTIPLE"),
        fc.dictionary(fc.constantFrom(...CURRENCIES), fc.record({ rate: anyNumber, isReverse: fc.boolean() })),
        fc.array(fc.record({ title: fc.string(), defaultValue: anyNumber }), { maxLength: 2 }),
        (rows, discounts, fees, tax, decimals, taxType, currencyRates, customColumns) => {
          const result = computeTable(
            content({ rows, discounts, fees, lastSubtotalDiscounts: discounts, tax, customColumns }),
            meta({ taxType, decimals, currencyRates, allowCurrencyChange: true, lineDiscountEnabled: true }),
          );
          for (const figure of allFigures(result)) {
            expect(Number.isFinite(figure)).toBe(true);
            expect(figure).toBeGreaterThanOrEqual(0);
            expect(Object.is(figure, -0)).toBe(false);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("prints figures that add up exactly", () => {
    fc.assert(
      fc.property(shape, settings, (table, s) => {
        const r = build(table, s);
        const sum = (values: number[]) => values.reduce((acc, v) => acc.plus(v), new Decimal(0)).toNumber();
        for (const section of r.sections) {
          for (const line of section.lines) {
            expect(sum([line.base, -line.discount])).toBe(line.net);
            expect(sum([line.net, line.tax])).toBe(line.totalWithTax);
          }
          expect(sum(section.lines.map((line) => line.net))).toBe(section.subtotal);
          expect(sum([section.subtotal, ...section.discounts.map((d) => -d.amount)])).toBe(section.total);
        }
        expect(sum(r.sections.map((section) => section.total))).toBe(r.subtotal);
        const taxable = sum([r.subtotal, ...r.discounts.map((d) => -d.amount), ...r.fees.map((f) => f.amount), ...r.lastSubtotalDiscounts.map((d) => -d.amount)]);
        expect(taxable).toBe(r.taxable);
        expect(sum([r.taxable, r.tax])).toBe(r.grandTotal);
        for (const figure of allFigures(r)) expect(new Decimal(figure).decimalPlaces()).toBeLessThanOrEqual(r.decimals);
      }),
      { numRuns: 300 },
    );
  });
});

function allFigures(r: ReturnType<typeof computeTable>): number[] {
  const amounts = (list: { amount: number }[]) => list.map((a) => a.amount);
  return [
    ...r.sections.flatMap((s) => [s.subtotal, s.total, ...amounts(s.discounts), ...s.lines.flatMap((l) => [l.base, l.discount, l.net, l.tax, l.totalWithTax])]),
    r.subtotal, r.taxable, r.tax, r.grandTotal, ...amounts(r.discounts), ...amounts(r.fees), ...amounts(r.lastSubtotalDiscounts),
  ];
}

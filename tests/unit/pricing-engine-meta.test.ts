import { describe, expect, it } from "vitest";
import { computeTable, documentTotals, listRowCurrencies, switchTableCurrency, visibleColumns } from "@/lib/pricing/engine";
import type { TaxType } from "@/lib/pricing/types";
import { content, item, meta } from "./pricing-engine-fixtures";

// Everything around the calculation: visible columns (spec §9), switching the table currency (spec
// §4), the row currencies list and a document's totals by effect type.

describe("visibleColumns: spec §9 counts", () => {
  // base 7; -1 without line discount; -2 for NONE or SINGLE; -1 for MULTIPLE without total-with-tax; +1 per custom column
  const cases: { taxType: TaxType; lineDiscountEnabled: boolean; totalWithTaxColVisible: boolean; count: number }[] = [
    { taxType: "NONE", lineDiscountEnabled: true, totalWithTaxColVisible: true, count: 5 },
    { taxType: "NONE", lineDiscountEnabled: true, totalWithTaxColVisible: false, count: 5 },
    { taxType: "NONE", lineDiscountEnabled: false, totalWithTaxColVisible: true, count: 4 },
    { taxType: "NONE", lineDiscountEnabled: false, totalWithTaxColVisible: false, count: 4 },
    { taxType: "SINGLE", lineDiscountEnabled: true, totalWithTaxColVisible: true, count: 5 },
    { taxType: "SINGLE", lineDiscountEnabled: true, totalWithTaxColVisible: false, count: 5 },
    { taxType: "SINGLE", lineDiscountEnabled: false, totalWithTaxColVisible: true, count: 4 },
    { taxType: "SINGLE", lineDiscountEnabled: false, totalWithTaxColVisible: false, count: 4 },
    { taxType: "MULTIPLE", lineDiscountEnabled: true, totalWithTaxColVisible: true, count: 7 },
    { taxType: "MULTIPLE", lineDiscountEnabled: true, totalWithTaxColVisible: false, count: 6 },
    { taxType: "MULTIPLE", lineDiscountEnabled: false, totalWithTaxColVisible: true, count: 6 },
    { taxType: "MULTIPLE", lineDiscountEnabled: false, totalWithTaxColVisible: false, count: 5 },
  ];
  const withCustom = [0, 1, 3].flatMap((customs) => cases.map((c) => ({ ...c, customs, expected: c.count + customs })));

  it.each(withCustom)(
    "$taxType, line discount $lineDiscountEnabled, total with tax $totalWithTaxColVisible, $customs custom → $expected",
    ({ taxType, lineDiscountEnabled, totalWithTaxColVisible, customs, expected }) => {
      const customColumns = Array.from({ length: customs }, (_, i) => ({ title: `c${i}`, defaultValue: 1 }));
      expect(visibleColumns(content({ customColumns }), meta({ taxType, lineDiscountEnabled, totalWithTaxColVisible }))).toHaveLength(expected);
    },
  );

  it("orders the columns: name, price, quantity, custom columns, discount, tax, total with tax, total", () => {
    const customColumns = [{ title: "Nights", defaultValue: 1 }, { title: "Guests", defaultValue: 2 }];
    expect(visibleColumns(content({ customColumns }), meta({ taxType: "MULTIPLE", lineDiscountEnabled: true, totalWithTaxColVisible: true }))).toEqual([
      "name", "price", "qty", { custom: 0 }, { custom: 1 }, "discount", "lineTax", "totalWithTax", "total",
    ]);
    expect(visibleColumns(content(), meta({ taxType: "SINGLE" }))).toEqual(["name", "price", "qty", "total"]);
  });
});

describe("switchTableCurrency", () => {
  const eur = meta({
    currency: "EUR",
    rowCurrencies: ["EUR", "USD", "GBP"],
    allowCurrencyChange: true,
    currencyRates: { USD: { rate: 0.9, isReverse: false }, GBP: { rate: 1.15, isReverse: true } },
  });

  it("moves the new currency's entry to the old one, direction inverted, and re-bases the others through it", () => {
    const usd = switchTableCurrency(eur, "USD");
    expect(usd.currency).toBe("USD");
    // 1 EUR = 1.15 GBP and 1 USD = 0.9 EUR, so 1 USD = 1.035 GBP (same direction as typed).
    expect(usd.currencyRates).toEqual({ EUR: { rate: 0.9, isReverse: true }, GBP: { rate: 1.035, isReverse: true } });
    expect(usd.rowCurrencies).toEqual(["USD", "EUR", "GBP"]);
    expect(eur.currencyRates.USD).toEqual({ rate: 0.9, isReverse: false }); // the input is not changed
  });

  it("keeps the conversion meaning the same: 150 USD is 135 EUR, and 135 EUR is 150 USD", () => {
    const before = computeTable(content({ rows: [item({ price: 150, currency: "USD" })] }), eur);
    const after = computeTable(content({ rows: [item({ price: 135, currency: "EUR" })] }), switchTableCurrency(eur, "USD"));
    expect(before.grandTotal).toBe(135);
    expect(after.grandTotal).toBe(150);
  });

  it("converts every row to the same value after the switch (mixed currencies, both directions)", () => {
    const table = meta({
      currency: "EUR",
      decimals: 2,
      allowCurrencyChange: true,
      currencyRates: { GBP: { rate: 1.2, isReverse: false }, USD: { rate: 0.9, isReverse: false }, TRY: { rate: 35, isReverse: true } },
    });
    const rows = content({ rows: [item({ price: 100, currency: "GBP" }), item({ price: 100, currency: "USD" }), item({ price: 3500, currency: "TRY" })] });
    // In EUR: 120 + 90 + 100 = 310 EUR, which is 310 / 0.9 = 344.44 USD.
    expect(computeTable(rows, table).grandTotal).toBe(310);
    const usd = { ...switchTableCurrency(table, "USD"), decimals: 2 };
    expect(computeTable(rows, usd).grandTotal).toBeCloseTo(344.44, 2);
  });

  it("sets entries it cannot re-base to 0 (no conversion) when the new currency has no rate", () => {
    const switched = switchTableCurrency(meta({ currency: "EUR", currencyRates: { GBP: { rate: 1.2, isReverse: false } } }), "USD");
    expect(switched.currencyRates).toEqual({ GBP: { rate: 0, isReverse: false } });
  });

  it("round-trips back to the original entries", () => {
    expect(switchTableCurrency(switchTableCurrency(eur, "USD"), "EUR").currencyRates).toEqual(eur.currencyRates);
  });

  it.each([
    { next: "TRY", decimals: 0 },
    { next: "USD", decimals: 2 },
    { next: "GBP", decimals: 2 },
    { next: "RUB", decimals: 2 },
  ] as const)("sets decimals to $decimals for $next", ({ next, decimals }) => {
    const switched = switchTableCurrency({ ...eur, decimals: 3, numberFormat: { decimalLength: 3, groupLength: 3, decimalSeparator: ",", groupSeparator: "." } }, next);
    expect(switched.decimals).toBe(decimals);
    expect(switched.numberFormat).toEqual({ decimalLength: decimals, groupLength: 3, decimalSeparator: ",", groupSeparator: "." });
  });

  it("adds no entry for the old currency when the new one had none, and zeroes the rates it cannot re-base", () => {
    const tryTable = switchTableCurrency(eur, "TRY");
    expect(tryTable.currencyRates).toEqual({ USD: { rate: 0, isReverse: false }, GBP: { rate: 0, isReverse: true } });
    expect(tryTable.rowCurrencies).toEqual(["TRY", "EUR", "USD", "GBP"]);
  });

  it("changes nothing when the currency stays", () => {
    expect(switchTableCurrency(eur, "EUR")).toBe(eur);
  });
});

describe("listRowCurrencies", () => {
  const rows = [item({ currency: "USD" }), item({ currency: null }), item({ currency: "TRY" }), item({ currency: "USD" }), item({ currency: "EUR" })];
  it("lists the table's currency first, then each other row currency once", () => {
    expect(listRowCurrencies(content({ rows }), meta({ allowCurrencyChange: true }))).toEqual(["EUR", "USD", "TRY"]);
  });
  it("lists only the table's currency when rows may not carry their own", () => {
    expect(listRowCurrencies(content({ rows }), meta({ allowCurrencyChange: false }))).toEqual(["EUR"]);
  });
});

describe("documentTotals", () => {
  it.each([
    { name: "no tables", tables: [], expected: [] },
    {
      name: "TOTAL tables add up (exactly: 0.1 + 0.2)",
      tables: [{ total: 0.1, currency: "EUR", effectType: "TOTAL" }, { total: 0.2, currency: "EUR", effectType: "TOTAL" }],
      expected: [{ currency: "EUR", total: 0.3, paid: 0, balanceDue: 0.3 }],
    },
    {
      name: "paid invoices are subtracted from the balance",
      tables: [{ total: 1500, currency: "EUR", effectType: "TOTAL" }, { total: 300, currency: "EUR", effectType: "PAID_INVOICE" }],
      expected: [{ currency: "EUR", total: 1500, paid: 300, balanceDue: 1200 }],
    },
    {
      name: "an overpayment is no debt: the balance stays at 0",
      tables: [{ total: 100, currency: "EUR", effectType: "TOTAL" }, { total: 250, currency: "EUR", effectType: "PAID_INVOICE" }],
      expected: [{ currency: "EUR", total: 100, paid: 250, balanceDue: 0 }],
    },
    {
      name: "unpaid invoices are the balance due",
      tables: [
        { total: 1000, currency: "EUR", effectType: "TOTAL" },
        { total: 600, currency: "EUR", effectType: "PAID_INVOICE" },
        { total: 250, currency: "EUR", effectType: "UNPAID_INVOICE" },
        { total: 150, currency: "EUR", effectType: "UNPAID_INVOICE" },
      ],
      expected: [{ currency: "EUR", total: 1000, paid: 600, balanceDue: 400 }],
    },
    {
      name: "currencies are kept apart, heaviest first; unpaid invoices count per currency",
      tables: [
        { total: 5000, currency: "TRY", effectType: "TOTAL" },
        { total: 80, currency: "USD", effectType: "TOTAL" },
        { total: 20, currency: "USD", effectType: "UNPAID_INVOICE" },
        { total: 120.5, currency: "EUR", effectType: "TOTAL" },
      ],
      expected: [
        { currency: "EUR", total: 120.5, paid: 0, balanceDue: 120.5 },
        { currency: "USD", total: 80, paid: 0, balanceDue: 20 },
        { currency: "TRY", total: 5000, paid: 0, balanceDue: 5000 },
      ],
    },
    {
      name: "unreadable or negative totals count as 0",
      tables: [{ total: Number.NaN, currency: "GBP", effectType: "TOTAL" }, { total: -40, currency: "GBP", effectType: "PAID_INVOICE" }],
      expected: [{ currency: "GBP", total: 0, paid: 0, balanceDue: 0 }],
    },
  ] as const)("$name", ({ tables, expected }) => {
    expect(documentTotals([...tables])).toEqual(expected);
  });
});

import { NextIntlClientProvider } from "next-intl";
import { createElement, type ComponentType, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { cachedTotals } from "@/components/documents/cached-totals";
import type { BlockDefinition } from "@/lib/blocks/definition";
import { pricingTableBlock } from "@/lib/blocks/types/pricing-table";
import { PricingTableEditor } from "@/lib/blocks/types/pricing-table/editor";
import { pricingLabelsFrom } from "@/lib/blocks/types/pricing-table/labels";
import { PRICING_LIMITS } from "@/lib/blocks/types/pricing-table/limits";
import { rowCurrenciesOf } from "@/lib/blocks/types/pricing-table/rows";
import { addCustomColumn, allowForeignRows, catalogRows, isUntouched, removeCustomColumn, removeRows } from "@/lib/blocks/types/pricing-table/table-edits";
import { AppError } from "@/lib/http/errors";
import { visibleColumns } from "@/lib/pricing/engine";
import type { PricingContent, PricingMeta } from "@/lib/pricing/types";
import { parseBlockField } from "@/lib/segments/block-input";
import messages from "@/messages/en.json";
import { renderBlockView, testBlock, testBlockContext } from "../support/blocks";

const { definition } = pricingTableBlock;
const parseContent = (value: unknown) => definition.content.parse(value);
const parseMeta = (value: unknown) => definition.metaData.parse(value);
const XSS = `<script>alert(1)</script><img src=x onerror=alert(2)>`;

const item = (extra: object = {}) => ({ type: "item", name: "Venue hire", price: 1000, quantity: 1, ...extra });
const section = (extra: object = {}) => ({ type: "section", title: "Catering", ...extra });

/** The paths of the issues a refused value gets, as the server's 400 names them ("content.rows.0.type"). */
function refusedPaths(field: "content" | "metaData", value: unknown): string[] {
  try {
    parseBlockField(definition as unknown as BlockDefinition, field, value);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return ((error as AppError).fields ?? []).map((problem) => problem.path);
  }
  throw new Error("expected a refusal");
}

function render(content: unknown, meta: unknown, options: Parameters<typeof testBlockContext>[1] = {}) {
  const block = testBlock<PricingContent, PricingMeta>("pricing-table", parseContent(content), parseMeta(meta));
  return { html: renderBlockView(pricingTableBlock, block, testBlockContext("view", options)), block };
}

// createElement's typing cannot see children passed as its third argument as the required prop.
const IntlProvider = NextIntlClientProvider as ComponentType<{ locale: string; timeZone: string; messages: typeof messages; children?: ReactNode }>;

function renderEditor(content: unknown, meta: unknown, { readOnly = false, modules = [] as string[] } = {}) {
  const block = testBlock<PricingContent, PricingMeta>("pricing-table", parseContent(content), parseMeta(meta));
  const context = { ...testBlockContext("editor"), modules };
  const editor = createElement(PricingTableEditor, { block, context, readOnly, onChange: () => undefined });
  return renderToStaticMarkup(createElement(IntlProvider, { locale: "en", timeZone: "UTC", messages }, editor));
}

const headerCells = (html: string) => html.match(/<th scope="col"/g)?.length ?? 0;

describe("pricing table definition: defaults", () => {
  it("is a sales block whose defaults parse to themselves", () => {
    expect(definition.type).toBe("pricing-table");
    expect(definition.group).toBe("sales");
    const defaults = definition.defaults();
    expect(parseContent(defaults.content)).toEqual(defaults.content);
    expect(parseMeta(defaults.metaData)).toEqual(defaults.metaData);
    expect(parseContent(undefined)).toEqual(defaults.content);
    expect(parseContent(null)).toEqual(defaults.content);
    expect(parseMeta({})).toEqual(defaults.metaData);
    expect(definition.defaults().content.rows).not.toBe(defaults.content.rows);
  });

  it("starts with one new item (price 1, quantity 1, tax 0, discount 0) and one custom column", () => {
    const { content, metaData } = definition.defaults();
    expect(content.rows).toEqual([
      { type: "item", id: "r0", name: "", description: "", showDescription: false, price: 1, quantity: 1, tax: 0, discount: 0, columns: [1], currency: null, catalogItemId: null, optional: false, selectedByDefault: true, quantityMin: null, quantityMax: null },
    ]);
    expect(content.customColumns).toEqual([{ title: "", defaultValue: 1 }]);
    expect(content).toMatchObject({ discounts: [], fees: [], lastSubtotalDiscounts: [], tax: 0, nameTitle: "", grandTotalTitle: "" });
    expect(metaData).toEqual({
      taxType: "NONE",
      effectType: "TOTAL",
      lineDiscountEnabled: false,
      sectionTotalVisible: true,
      grandTotalVisible: true,
      totalWithTaxColVisible: true,
      currency: "EUR",
      decimals: 2,
      currencyRates: {},
      numberFormat: null,
      allowCurrencyChange: false,
      rowCurrencies: [],
    });
  });

  it("fills a new row's missing fields with the spec's defaults and custom columns with their defaults", () => {
    const content = parseContent({ customColumns: [{ title: "Nights", defaultValue: 3 }, { title: "Guests" }], rows: [{ type: "item" }] });
    expect(content.rows[0]).toMatchObject({ price: 1, quantity: 1, tax: 0, discount: 0, columns: [3, 1] });
  });

  it("refills a table with no rows with one default item", () => {
    expect(parseContent({ rows: [] }).rows).toEqual(definition.defaults().content.rows);
    const content = parseContent({ rows: [], customColumns: [{ title: "Nights", defaultValue: 4 }] });
    expect(content.rows).toHaveLength(1);
    expect(content.rows[0]).toMatchObject({ type: "item", price: 1, quantity: 1, columns: [4] });
    // An empty list of custom columns stays empty (the author removed the column).
    expect(parseContent({ customColumns: [] }).rows[0]).toMatchObject({ columns: [] });
  });

  it("uses 0 decimals for TRY and 2 otherwise, unless the table says", () => {
    expect(parseMeta({ currency: "TRY" }).decimals).toBe(0);
    expect(parseMeta({ currency: "USD" }).decimals).toBe(2);
    expect(parseMeta({ currency: "TRY", decimals: 2 }).decimals).toBe(2);
    expect(parseMeta({ decimals: 9 }).decimals).toBe(4);
    expect(parseMeta({ decimals: 1.6 }).decimals).toBe(2);
    // A missing currency is the default; an unknown one is refused, never relabelled.
    expect(parseMeta({}).currency).toBe("EUR");
    expect(refusedPaths("metaData", { currency: "XYZ" })).toEqual(["metaData.currency"]);
    expect(refusedPaths("content", { rows: [{ type: "item", name: "Boat", currency: "CHF" }] })).toEqual(["content.rows.0.currency"]);
  });

  it("stores amounts with at most 4 decimals, what the table can show", () => {
    const row = parseContent({ rows: [{ type: "item", name: "Flowers", price: 1.23456, quantity: 2.000049, columns: [1.99999] }] }).rows[0];
    expect(row).toMatchObject({ price: 1.2346, quantity: 2, columns: [2] });
  });

  it("keeps the table's own number format in step with its decimals, and drops unknown separators", () => {
    const meta = parseMeta({ decimals: 3, numberFormat: { decimalSeparator: ",", groupSeparator: ".", decimalLength: 1, groupLength: 3 } });
    expect(meta.numberFormat).toEqual({ decimalSeparator: ",", groupSeparator: ".", decimalLength: 3, groupLength: 3 });
    expect(parseMeta({ numberFormat: { decimalSeparator: "x", groupSeparator: "." } }).numberFormat).toBeNull();
    expect(parseMeta({ numberFormat: "1.234,5" }).numberFormat).toBeNull();
  });

  it("keeps rowCurrencies with the table's currency first, and empty only for a table nobody edited", () => {
    expect(parseMeta({ currency: "USD", rowCurrencies: ["EUR", "USD", "EUR", "XXX"] }).rowCurrencies).toEqual(["USD", "EUR"]);
    expect(parseMeta({ currency: "USD", rowCurrencies: [] }).rowCurrencies).toEqual([]);
  });
});

describe("pricing table definition: clamps", () => {
  it("clamps prices, quantities and percentages of rows", () => {
    const [row] = parseContent({ rows: [item({ price: -5, quantity: -2, discount: 150, tax: 250 })] }).rows;
    expect(row).toMatchObject({ price: 0, quantity: 0, discount: 100, tax: 100 });
    const [big] = parseContent({ rows: [item({ price: 1e20, quantity: 1e20, discount: -1, tax: -1 })] }).rows;
    expect(big).toMatchObject({ price: PRICING_LIMITS.amount, quantity: PRICING_LIMITS.quantity, discount: 0, tax: 0 });
    // Unreadable numbers take their defaults.
    const [odd] = parseContent({ rows: [item({ price: "cheap", quantity: null, discount: Number.NaN })] }).rows;
    expect(odd).toMatchObject({ price: 1, quantity: 1, discount: 0 });
  });

  it("clamps percentage discounts and fees to 0-100 and absolute ones to at least 0", () => {
    const content = parseContent({
      discounts: [{ title: "Early booking", value: 150 }, { value: -3, isAbsolute: true }, { value: 5000, isAbsolute: true }],
      fees: [{ value: -10 }],
      lastSubtotalDiscounts: [{ value: 101, isAbsolute: false }],
      rows: [section({ discounts: [{ value: 120 }] }), item()],
      tax: 120,
    });
    expect(content.discounts).toEqual([
      { title: "Early booking", value: 100, isAbsolute: false },
      { title: "", value: 0, isAbsolute: true },
      { title: "", value: 5000, isAbsolute: true },
    ]);
    expect(content.fees).toEqual([{ title: "", value: 0, isAbsolute: false }]);
    expect(content.lastSubtotalDiscounts[0].value).toBe(100);
    expect(content.rows[0]).toMatchObject({ type: "section", discounts: [{ value: 100 }] });
    expect(content.tax).toBe(100);
    expect(parseContent({ tax: -4 }).tax).toBe(0);
  });

  it("clamps exchange rates and drops entries of unknown currencies", () => {
    const meta = parseMeta({ currencyRates: { USD: { rate: -2, isReverse: "yes" }, GBP: { rate: 0.85, isReverse: true }, XXX: { rate: 1 }, TRY: 5 } });
    expect(meta.currencyRates).toEqual({ USD: { rate: 0, isReverse: false }, GBP: { rate: 0.85, isReverse: true } });
  });

  it("aligns each item's custom column values with the table's columns", () => {
    const content = parseContent({ customColumns: [{ defaultValue: 2 }, { defaultValue: 5 }], rows: [item({ columns: [3, "x", 9, 9] }), item({ columns: [-1] })] });
    expect(content.rows.map((row) => (row.type === "item" ? row.columns : null))).toEqual([
      [3, 5],
      [0, 5],
    ]);
  });

  it("gives rows stable, unique ids", () => {
    const content = parseContent({ rows: [item({ id: "a" }), item({ id: "a" }), item(), item({ id: "r1" }), item({ id: "bad id!" })] });
    const ids = content.rows.map((row) => row.id);
    expect(new Set(ids).size).toBe(5);
    expect(ids[0]).toBe("a");
    expect(ids[3]).toBe("r1");
    expect(parseContent(content)).toEqual(content);
    expect(parseContent({ rows: [item(), item()] }).rows.map((row) => row.id)).toEqual(["r0", "r1"]);
  });

  it("reads a table stored as a JSON string", () => {
    expect(parseContent(JSON.stringify({ rows: [item({ name: "Flowers" })] })).rows[0]).toMatchObject({ name: "Flowers" });
  });
});

describe("pricing table definition: refusals name the field", () => {
  it("refuses malformed tables with the path of what is wrong", () => {
    expect(refusedPaths("content", { rows: "three" })).toEqual(["content.rows"]);
    expect(refusedPaths("content", { rows: [item(), { type: "coupon" }] })).toEqual(["content.rows.1.type"]);
    expect(refusedPaths("content", { rows: [{ name: "No type" }] })).toEqual(["content.rows.0.type"]);
    expect(refusedPaths("content", { rows: [item(), 5] })).toEqual(["content.rows.1"]);
    expect(refusedPaths("content", { rows: [item({ name: 42 })] })).toEqual(["content.rows.0.name"]);
    expect(refusedPaths("content", { rows: [section({ discounts: "10%" })] })).toEqual(["content.rows.0.discounts"]);
    expect(refusedPaths("content", { customColumns: { title: "Nights" } })).toEqual(["content.customColumns"]);
    expect(refusedPaths("content", { fees: [null] })).toEqual(["content.fees.0"]);
    expect(refusedPaths("content", "not json")).toEqual(["content"]);
    expect(refusedPaths("content", 12)).toEqual(["content"]);
  });

  it("refuses more than the caps and over-long texts", () => {
    const rows = (count: number) => Array.from({ length: count }, () => item());
    expect(definition.content.safeParse({ rows: rows(PRICING_LIMITS.rows) }).success).toBe(true);
    expect(refusedPaths("content", { rows: rows(PRICING_LIMITS.rows + 1) })).toEqual(["content.rows"]);
    expect(refusedPaths("content", { customColumns: Array.from({ length: 11 }, () => ({ title: "x" })) })).toEqual(["content.customColumns"]);
    expect(refusedPaths("content", { discounts: Array.from({ length: 21 }, () => ({ value: 1 })) })).toEqual(["content.discounts"]);
    expect(refusedPaths("content", { rows: [item({ name: "x".repeat(PRICING_LIMITS.name + 1) })] })).toEqual(["content.rows.0.name"]);
    expect(refusedPaths("content", { rows: [item({ description: "x".repeat(PRICING_LIMITS.description + 1) })] })).toEqual(["content.rows.0.description"]);
    expect(refusedPaths("content", { priceTitle: "x".repeat(PRICING_LIMITS.columnTitle + 1) })).toEqual(["content.priceTitle"]);
  });
});

describe("pricing table view", () => {
  const offer = {
    rows: [item({ name: "Venue hire", price: 1000 }), item({ name: "Floral design", price: 250, quantity: 2 })],
    discounts: [{ title: "Early booking", value: 10 }],
    tax: 20,
  };

  it("shows the engine's totals formatted with the currency", () => {
    const { html } = render(offer, { taxType: "SINGLE", currency: "EUR" });
    // 1000 + 2 x 250 = 1500; -10% = 1350; +20% tax = 1620.
    expect(html).toContain("€1,500.00");
    expect(html).toContain("Early booking (10%)");
    expect(html).toContain("-€150.00");
    expect(html).toContain("Tax (20%)");
    expect(html).toContain("€270.00");
    expect(html).toContain("Grand total");
    expect(html).toContain("€1,620.00");
  });

  it("prints with the workspace's separators, TRY with 0 decimals and the symbol after", () => {
    const { html } = render({ rows: [item({ price: 1250 })], customColumns: [] }, { currency: "TRY" }, { team: { numberFormat: { decimalSeparator: ",", groupSeparator: "." } } as never });
    expect(html).toContain("1.250 TL");
    expect(html).not.toContain("1.250,00");
  });

  it("escapes what users typed", () => {
    const { html } = render({ rows: [section({ title: XSS }), item({ name: XSS, description: XSS, showDescription: true })], discounts: [{ title: XSS, value: 5 }], priceTitle: XSS }, {});
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("renders one header cell per visible column (hidden columns are not rendered)", () => {
    const cases: [object, number][] = [
      [{ taxType: "NONE" }, 5],
      [{ taxType: "SINGLE", lineDiscountEnabled: true }, 6],
      [{ taxType: "MULTIPLE", lineDiscountEnabled: true }, 8],
      [{ taxType: "MULTIPLE", lineDiscountEnabled: true, totalWithTaxColVisible: false }, 7],
      [{ taxType: "MULTIPLE", totalWithTaxColVisible: false }, 6],
    ];
    for (const [meta, expected] of cases) {
      const { html, block } = render(offer, meta);
      expect(visibleColumns(block.content, block.metaData)).toHaveLength(expected);
      expect(headerCells(html)).toBe(expected);
    }
    const { html } = render({ ...offer, customColumns: [] }, {});
    expect(headerCells(html)).toBe(4);
    expect(html).not.toContain("Days");
  });

  it("titles columns with the author's titles, else the translated defaults", () => {
    const { html } = render({ ...offer, priceTitle: "Rate" }, {});
    expect(html).toContain(">Rate<");
    expect(html).toContain(`>${messages.blocks["pricing-table"].labels.name}<`);
    expect(html).toContain(`>${messages.blocks["pricing-table"].labels.qty}<`);
    // The reader's language: the view translates through the render context.
    const italian = render(offer, {}, { labels: { text: (key: string) => `it:${key}` } }).html;
    expect(italian).toContain(">it:pricing-table.labels.name<");
    const translated = pricingLabelsFrom((key, values) => (values ? `%${values.value}` : `tr:${key}`));
    expect(translated).toMatchObject({ name: "tr:name", grandTotal: "tr:grandTotal", balanceDue: "tr:balanceDue" });
    expect(translated.percent("20")).toBe("%20");
  });

  it("shows descriptions only when asked, sections with their totals, and hides the grand total when asked", () => {
    const content = {
      rows: [section({ title: "Dinner" }), item({ name: "Menu", description: "Four courses", showDescription: true, price: 80, quantity: 100 }), section({ title: "Music", discounts: [{ value: 50 }] }), item({ name: "DJ", description: "Hidden note", price: 900 })],
    };
    const { html } = render(content, { sectionTotalVisible: true });
    expect(html).toContain("Four courses");
    expect(html).not.toContain("Hidden note");
    expect(html).toContain(">Dinner<");
    expect(html).toContain("Section total");
    expect(html).toContain("€8,000.00");
    expect(html).toContain("-€450.00");
    expect(html).toContain("€8,450.00");
    const hidden = render(content, { sectionTotalVisible: false, grandTotalVisible: false }).html;
    expect(hidden).not.toContain("Section total");
    expect(hidden).not.toContain("Grand total");
    expect(hidden).toContain("Subtotal");
  });

  it("names the grand total after the effect type", () => {
    expect(render(offer, { effectType: "PAID_INVOICE" }).html).toContain("Amount paid");
    expect(render(offer, { effectType: "UNPAID_INVOICE" }).html).toContain("Balance due");
    expect(render({ ...offer, grandTotalTitle: "Your investment" }, {}).html).toContain("Your investment");
  });
});

describe("pricing table editor", () => {
  const offer = { rows: [item({ name: "Venue hire" }), section({ title: "Dinner" }), item({ name: "Menu", price: 80, quantity: 120 })] };

  it("labels every input by its column and row, and shows live totals", () => {
    const html = renderEditor(offer, { taxType: "MULTIPLE", lineDiscountEnabled: true });
    for (const label of ["Name, row 1", "Price, row 1", "Quantity, row 3", "Discount (%), row 3", "Tax (%), row 3", "Days, row 1", "Section title, row 2", "Select row 2", "Move row 1 down"]) {
      expect(html).toContain(`aria-label="${label}"`);
    }
    expect(html).toContain("€9,600.00");
    expect(html).toContain("€10,600.00");
    // Every control has an accessible name: its own aria-label, a <label for> (id), or a wrapping <label> (toolbar selects).
    const controls = html.match(/<(input|select|textarea)\b[^>]*>/g) ?? [];
    expect(controls.length).toBeGreaterThan(10);
    const unnamed = controls.filter((control) => !/aria-label="[^"]+"|id="[^"]+"/.test(control));
    const wrapped = html.match(/<label[^>]*><span>[^<]+<\/span><select\b/g) ?? [];
    expect(unnamed.every((control) => control.startsWith("<select"))).toBe(true);
    expect(unnamed).toHaveLength(wrapped.length);
  });

  it("offers the catalog only with the catalog module, and is the reader's view when read-only", () => {
    expect(renderEditor(offer, {})).not.toContain("Add from catalog");
    expect(renderEditor(offer, {}, { modules: ["catalog"] })).toContain("Add from catalog");
    const readOnly = renderEditor(offer, {}, { readOnly: true });
    expect(readOnly).not.toContain("<input");
    expect(readOnly).toContain("Venue hire");
  });

  it("offers currencies heaviest first, with their symbols", () => {
    const html = renderEditor(offer, {});
    const options = [...html.matchAll(/<option value="(EUR|USD|GBP|TRY|RUB)"[^>]*>([^<]+)</g)].map((match) => match[2]);
    expect(options.slice(0, 5)).toEqual(["€ EUR", "$ USD", "£ GBP", "TL TRY", "₽ RUB"]);
  });
});

describe("pricing table edits", () => {
  const content = () => parseContent({ rows: [item({ id: "a" }), section({ id: "s" }), item({ id: "b" })] });

  it("refills a table whose rows were all removed", () => {
    const left = removeRows(content(), new Set(["a", "s"]), "new");
    expect(left.rows.map((row) => row.id)).toEqual(["b"]);
    const empty = removeRows(content(), new Set(["a", "s", "b"]), "new");
    expect(empty.rows).toEqual([expect.objectContaining({ id: "new", type: "item", price: 1, quantity: 1, columns: [1] })]);
  });

  it("adds catalog items with quantity 1 in their own currency", () => {
    const rows = catalogRows(
      [{ _id: "c1", id: "c1", sku: "V1", name: "Venue hire", currency: "USD", price: 1200, description: "Whole day", team: "t" }],
      [{ title: "", defaultValue: 2 }],
      () => "x1",
    );
    expect(rows).toEqual([expect.objectContaining({ id: "x1", name: "Venue hire", price: 1200, quantity: 1, currency: "USD", catalogItemId: "c1", showDescription: true, columns: [2] })]);
    const table = { ...content(), rows: [...content().rows, ...rows] };
    const meta = parseMeta({ currency: "EUR" });
    expect(allowForeignRows(table, meta).allowCurrencyChange).toBe(true);
    expect(rowCurrenciesOf(table, allowForeignRows(table, meta))).toEqual(["EUR", "USD"]);
    expect(rowCurrenciesOf(table, meta)).toEqual(["EUR"]);
  });

  it("adds and removes custom columns in every item", () => {
    const added = addCustomColumn(content());
    expect(added.customColumns).toHaveLength(2);
    expect(added.rows[0]).toMatchObject({ columns: [1, 1] });
    const removed = removeCustomColumn(added, 0);
    expect(removed.customColumns).toHaveLength(1);
    expect(removed.rows[2]).toMatchObject({ columns: [1] });
  });

  it("tells an untouched new table from an edited one", () => {
    expect(isUntouched(definition.defaults().content)).toBe(true);
    expect(isUntouched(parseContent({ rows: [item()] }))).toBe(false);
    expect(isUntouched(parseContent({ discounts: [{ value: 5 }] }))).toBe(false);
  });
});

describe("documents index: cached totals", () => {
  it("sums each currency's tables, heaviest currency first", () => {
    const cached = { a: { total: 1000.1, currency: "USD" }, b: { total: 1350, currency: "EUR" }, c: { total: 0.2, currency: "USD" }, d: { total: 5, currency: "XXX" } };
    expect(cachedTotals(cached, { decimalSeparator: ".", groupSeparator: "," })).toEqual(["€1,350.00", "$1,000.30"]);
    expect(cachedTotals({ a: { total: 1250, currency: "TRY" } }, { decimalSeparator: ",", groupSeparator: "." })).toEqual(["1.250 TL"]);
    expect(cachedTotals({}, { decimalSeparator: ".", groupSeparator: "," })).toEqual([]);
    // Printed with the table's own decimals (a TRY table with 2), paid invoices never added to the total.
    expect(cachedTotals({ a: { total: 1234.56, currency: "TRY", decimals: 2 } }, { decimalSeparator: ",", groupSeparator: "." })).toEqual(["1.234,56 TL"]);
    const offerAndPaid = { a: { total: 1000, currency: "EUR", effectType: "TOTAL" }, b: { total: 300, currency: "EUR", effectType: "PAID_INVOICE" } };
    expect(cachedTotals(offerAndPaid, { decimalSeparator: ".", groupSeparator: "," })).toEqual(["€1,000.00"]);
    // A document of invoices only shows what is still due.
    const invoices = { a: { total: 300, currency: "EUR", effectType: "PAID_INVOICE" }, b: { total: 700, currency: "EUR", effectType: "UNPAID_INVOICE" } };
    expect(cachedTotals(invoices, { decimalSeparator: ".", groupSeparator: "," })).toEqual(["€700.00"]);
  });
});

import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { computeTable } from "@/lib/pricing/engine";
import { resolveNumberFormat } from "@/lib/pricing/money";
import { columnLetter } from "@/lib/pricing/sheet/cell-refs";
import { sheetFileName } from "@/lib/pricing/sheet/exports";
import { safeFormula } from "@/lib/pricing/sheet/formula";
import { excelMoneyFormat, excelNumberFormat, excelPercentFormat } from "@/lib/pricing/sheet/number-format";
import { buildSheetTable, sheetLabels } from "@/lib/pricing/sheet/sheet-table";
import { pricingTableCells } from "@/lib/pricing/sheet/table-cells";
import { MAX_SHEET_CELLS_PER_ROW, MAX_SHEET_ROWS, sheetTableSchema, type SheetRow } from "@/lib/pricing/sheet/table-schema";
import { buildWorkbook, sheetName } from "@/lib/pricing/sheet/workbook";
import type { PricingContent, PricingMeta } from "@/lib/pricing/types";
import { absolute, content, item, meta, percent, section } from "./pricing-engine-fixtures";
import { evaluateSheet } from "./pricing-sheet-formula";
import { SHEET_LABELS } from "../support/sheet-labels";

const WORKSPACE = { decimalSeparator: ",", groupSeparator: "." };

function build(c: PricingContent, m: PricingMeta) {
  const result = computeTable(c, m);
  const rows = pricingTableCells(c, m, result, SHEET_LABELS, resolveNumberFormat(WORKSPACE, m.numberFormat, result.decimals));
  return { result, rows };
}

/** The amount next to a label in the name column (first match). */
function amountOf(rows: SheetRow[], label: string) {
  const index = rows.findIndex((row) => row[0]?.value === label);
  if (index < 0) throw new Error(`no row ${label}`);
  const column = rows[index].findLastIndex((cell) => cell.value !== null);
  return { cell: rows[index][column], rowIndex: index, column };
}

describe("safeFormula", () => {
  it("accepts sums, rounding, references, ranges and arithmetic, upper-cased and without '='", () => {
    expect(safeFormula("=sum(g2:g5, g9)")).toBe("SUM(G2:G5, G9)");
    expect(safeFormula("ROUND(B2*C2*D2,2)-ROUND(ROUND(B2*C2*D2,2)*E2/100,2)")).toBe("ROUND(B2*C2*D2,2)-ROUND(ROUND(B2*C2*D2,2)*E2/100,2)");
    expect(safeFormula("-$A$1 + (B2 / 3) * 1.5E2")).toBe("-$A$1 + (B2 / 3) * 1.5E2");
    expect(safeFormula("ROUND(SUM(G10:G13)*19/100,2)")).not.toBeNull();
  });

  it("refuses every other function, other sheets and files, DDE, strings, names and broken syntax", () => {
    const refused = [
      'HYPERLINK("http://evil.example","click")',
      'WEBSERVICE("http://evil.example")',
      'INDIRECT("A1")',
      "cmd|' /c calc'!A0",
      "=cmd|'/c calc'!A1",
      "Sheet2!A1",
      "[1]Sheet1!A1",
      "'Other sheet'!A1",
      "LOG10(2)",
      "A1(2)",
      '"text"',
      "A1&B1",
      "SUM()",
      "SUM(A1",
      "A1)",
      "A1:",
      ":A1",
      "1+",
      "1 2",
      "A0",
      "total",
      "",
      "=",
      "(1,2)",
      `SUM(${"A1+".repeat(200)}A1)`,
    ];
    for (const formula of refused) expect(safeFormula(formula), formula).toBeNull();
  });
});

describe("the table schema", () => {
  const parse = (table: unknown) => sheetTableSchema.safeParse(table);

  it("keeps a text that looks like a formula as text, and only numbers may carry a formula", () => {
    const parsed = parse([[{ value: "=1+1" }, { value: "@SUM(A1)" }, { value: 3, formula: "=SUM(A1)" }]]);
    expect(parsed.success && parsed.data[0]).toEqual([{ value: "=1+1" }, { value: "@SUM(A1)" }, { value: 3, formula: "SUM(A1)" }]);
    expect(parse([[{ value: "x", formula: "SUM(A1)" }]]).success).toBe(false);
    expect(parse([[{ value: null, formula: 'HYPERLINK("x")' }]]).success).toBe(false);
  });

  it("refuses oversized tables, long texts, unknown keys, bad colours and non-finite numbers", () => {
    const cell = { value: 1 };
    expect(parse(Array.from({ length: MAX_SHEET_ROWS }, () => [cell])).success).toBe(true);
    expect(parse(Array.from({ length: MAX_SHEET_ROWS + 1 }, () => [cell])).success).toBe(false);
    expect(parse([Array.from({ length: MAX_SHEET_CELLS_PER_ROW + 1 }, () => cell)]).success).toBe(false);
    expect(parse([[{ value: "x".repeat(2001) }]]).success).toBe(false);
    expect(parse([[{ value: 1, extra: true }]]).success).toBe(false);
    expect(parse([[{ value: 1, style: { fill: "red" } }]]).success).toBe(false);
    expect(parse([[{ value: 1, style: { numFmt: "0\u0007" } }]]).success).toBe(false);
    expect(parse([[{ value: Number.POSITIVE_INFINITY }]]).success).toBe(false);
    expect(parse([[{ value: Number.NaN }]]).success).toBe(false);
    expect(parse([]).success).toBe(false);
  });

  it("drops characters an .xlsx (XML) cannot hold", () => {
    const parsed = parse([[{ value: "a\u0001b\u000bc\nd\ud800" }]]);
    expect(parsed.success && parsed.data[0][0].value).toBe("abc\nd");
  });
});

describe("Excel number formats", () => {
  it("keep the table's decimals, grouping and currency symbol on its side", () => {
    expect(excelMoneyFormat("EUR", 2, { groupSeparator: "." })).toBe('"€"#,##0.00');
    expect(excelMoneyFormat("TRY", 0, { groupSeparator: "." })).toBe('#,##0 "TL"');
    expect(excelMoneyFormat("RUB", 2, { groupSeparator: " " })).toBe('#,##0.00 "₽"');
    expect(excelMoneyFormat("USD", 3, { groupSeparator: "" })).toBe('"$"0.000');
    expect(excelNumberFormat(0, { groupSeparator: "," })).toBe("#,##0");
    expect(excelPercentFormat(10)).toBe('0"%"');
    expect(excelPercentFormat(7.5)).toBe('0.0"%"');
  });
});

describe("pricingTableCells", () => {
  it("writes inputs as numbers and line totals as formulas cached with the engine's figures", () => {
    const c = content({
      customColumns: [{ title: "Nights", defaultValue: 1 }],
      rows: [item({ name: "Room", price: 120.5, quantity: 3, columns: [2], discount: 10, tax: 8 }), item({ name: "Dinner", price: 45.99, quantity: 7, tax: 18 })],
    });
    const m = meta({ lineDiscountEnabled: true, taxType: "MULTIPLE" });
    const { result, rows } = build(c, m);
    expect(rows[0].map((cell) => cell.value)).toEqual(["Item", "Price", "Qty", "Nights", "Discount", "Tax", "Total incl. tax", "Total"]);
    const [room, dinner] = [rows[1], rows[2]];
    expect(room.slice(1, 6).map((cell) => cell.value)).toEqual([120.5, 3, 2, 10, 8]);
    expect(dinner[3].value).toBe(1); // the column's default
    expect(room[7]).toMatchObject({ value: result.sections[0].lines[0].net, formula: "ROUND(B2*C2*D2,2)-ROUND(ROUND(B2*C2*D2,2)*E2/100,2)" });
    expect(room[6]).toMatchObject({ value: result.sections[0].lines[0].totalWithTax, formula: "H2+ROUND(H2*F2/100,2)" });
    expect(room[7].style?.numFmt).toBe('"€"#,##0.00');
    expect(room[4].style?.numFmt).toBe('0"%"');
    // Every formula in the sheet is accepted by the server.
    expect(sheetTableSchema.safeParse(rows).success).toBe(true);
  });

  it("has formulas that give the engine's figures: sections, discounts, fees, single tax, grand total", () => {
    const c = content({
      rows: [
        item({ name: "Welcome drink", price: 4.35, quantity: 120 }),
        section("Dinner", [percent(5, "Loyalty")]),
        item({ name: "Menu", price: 89.9, quantity: 118 }),
        item({ name: "Wine", price: 24.5, quantity: 40 }),
        section("Music"),
        item({ name: "Band", price: 2400, quantity: 1 }),
      ],
      discounts: [percent(3, "Early booking"), absolute(150, "")],
      fees: [percent(2.5, "Service")],
      lastSubtotalDiscounts: [absolute(99.99, "Rounding")],
      tax: 19,
    });
    const m = meta({ taxType: "SINGLE" });
    const { result, rows } = build(c, m);
    const valueAt = evaluateSheet(rows);
    for (const [r, row] of rows.entries()) {
      for (const [col, cell] of row.entries()) {
        if (cell.formula) expect(valueAt(r, col), `${columnLetter(col)}${r + 1} ${cell.formula}`).toBeCloseTo(cell.value as number, 6);
      }
    }
    expect(amountOf(rows, "Subtotal").cell.value).toBe(result.subtotal);
    expect(amountOf(rows, "Early booking (3%)").cell.value).toBe(-result.discounts[0].amount);
    expect(amountOf(rows, "Discount").cell.value).toBe(-result.discounts[1].amount);
    expect(amountOf(rows, "Service (2,5%)").cell.value).toBe(result.fees[0].amount);
    expect(amountOf(rows, "Tax (19%)").cell).toMatchObject({ value: result.tax, formula: expect.stringMatching(/^ROUND\(SUM\(D\d+:D\d+\)\*19\/100,2\)$/) });
    expect(amountOf(rows, "Grand total").cell).toMatchObject({ value: result.grandTotal, formula: expect.stringMatching(/^SUM\(/) });
    expect(amountOf(rows, "Loyalty (5%)").cell.value).toBe(-result.sections[1].discounts[0].amount);
    expect(rows.filter((row) => row[0]?.value === "Section total").map((row) => row[3].value)).toEqual([result.sections[1].total, result.sections[2].total]);
  });

  it("keeps a converted row's total as the engine's figure (its rate is not on the sheet) with the row's currency on its price", () => {
    const c = content({ rows: [item({ name: "Transfer", price: 100, quantity: 2, currency: "USD" }), item({ price: 10 })] });
    const m = meta({ allowCurrencyChange: true, currencyRates: { USD: { rate: 0.9, isReverse: false } }, taxType: "MULTIPLE", totalWithTaxColVisible: false });
    const { result, rows } = build(c, m);
    expect(rows[1][1].style?.numFmt).toBe('"$"#,##0.00');
    expect(rows[1][4]).toEqual({ value: result.sections[0].lines[0].net, style: { numFmt: '"€"#,##0.00' } });
    expect(rows[2][4].formula).toBe("ROUND(B3*C3,2)");
    expect(amountOf(rows, "Grand total").cell.value).toBe(result.grandTotal);
  });

  it("uses TRY with 0 decimals and the symbol after the amount; leaves the grand total out when the table hides it", () => {
    const c = content({ rows: [item({ price: 1250, quantity: 3 })] });
    const { rows } = build(c, meta({ currency: "TRY", decimals: 0, grandTotalVisible: false }));
    expect(rows[1][3]).toMatchObject({ value: 3750, formula: "ROUND(B2*C2,0)", style: { numFmt: '#,##0 "TL"' } });
    expect(rows.some((row) => row[0]?.value === "Grand total")).toBe(false);
  });

  it("takes the table's own column titles over the defaults and the item's description when shown", () => {
    const c = content({ nameTitle: "Leistung", grandTotalTitle: " Endsumme ", rows: [item({ name: "DJ", description: "5 hours", showDescription: true })] });
    const rows = buildSheetTable(c, meta(), WORKSPACE, SHEET_LABELS);
    expect(rows[0][0].value).toBe("Leistung");
    expect(rows[1][0].value).toBe("DJ\n5 hours");
    expect(rows.some((row) => row[0]?.value === "Endsumme")).toBe(true);
    expect(sheetLabels({ priceTitle: "  " }, SHEET_LABELS).price).toBe("Price");
  });

  it("builds a sheet for an empty table", () => {
    const { rows } = build(content(), meta());
    expect(amountOf(rows, "Grand total").cell.value).toBe(0);
    expect(sheetTableSchema.safeParse(rows).success).toBe(true);
  });
});

describe("the workbook", () => {
  it("holds numbers as numbers, formulas with their results and formula-like texts as texts", async () => {
    const table = sheetTableSchema.parse([
      [{ value: "=1+1" }, { value: 12.5, style: { numFmt: '"€"#,##0.00', bold: true, fill: "#eeeae4", border: true } }],
      [{ value: "+cmd" }, { value: 25, formula: "ROUND(B1*2,2)" }],
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await buildWorkbook(table, "Offer: [2025]")) as never);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe("Offer 2025");
    expect([sheet.getCell("A1").type, sheet.getCell("A1").value]).toEqual([ExcelJS.ValueType.String, "=1+1"]);
    expect([sheet.getCell("A2").type, sheet.getCell("A2").value]).toEqual([ExcelJS.ValueType.String, "+cmd"]);
    expect([sheet.getCell("B1").type, sheet.getCell("B1").value, sheet.getCell("B1").numFmt]).toEqual([ExcelJS.ValueType.Number, 12.5, '"€"#,##0.00']);
    expect(sheet.getCell("B2").type).toBe(ExcelJS.ValueType.Formula);
    expect(sheet.getCell("B2").value).toEqual({ formula: "ROUND(B1*2,2)", result: 25 });
  });

  it("names sheets and files within Excel's and the headers' rules", () => {
    expect(sheetName("  'Q3/Q4 prices?'  ")).toBe("Q3 Q4 prices");
    expect(sheetName("::")).toBe("Sheet1");
    expect(sheetName("x".repeat(40))).toHaveLength(31);
    expect(sheetFileName("Hochzeit Müller / Schmidt")).toBe("Hochzeit Müller - Schmidt.xlsx");
    expect(sheetFileName("Gala 2025")).toBe("Gala 2025.xlsx");
    expect(sheetFileName("  ")).toBe("Price list.xlsx");
    expect(sheetFileName("y".repeat(300))).toHaveLength(200);
  });
});

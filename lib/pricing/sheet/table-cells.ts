import { visibleColumns, type PricingColumn } from "@/lib/pricing/engine";
import { defaultDecimals, formatNumber } from "@/lib/pricing/money";
import type { AdjustmentResult, LineResult, SectionResult, TableResult } from "@/lib/pricing/result";
import type { CurrencyCode, ItemRow, NumberFormat, PricingContent, PricingMeta } from "@/lib/pricing/types";
import { cellRef, rangeRef } from "./cell-refs";
import { decimalsOf, excelMoneyFormat, excelNumberFormat, excelPercentFormat } from "./number-format";
import { MAX_SHEET_TEXT, type SheetCell, type SheetCellStyle, type SheetRow } from "./table-schema";

// The spreadsheet of a pricing table, built in the browser from the engine's result (never computed
// again here: every amount is the engine's figure). Item rows carry their inputs as numbers and
// their line totals as formulas over those cells, cached with the engine's figure, so the sheet
// stays live when someone changes a quantity in Excel. An optional item the table does not count
// (not selected by default) is listed, marked, and left out of the sums. Discount, fee and tax amounts are the
// engine's numbers (discounts negative, so the totals below are plain sums); subtotals, section
// totals, a single tax and the grand total are formulas over the rows above them.
//
// Layout: a header row with the visible columns' titles; per section its title row, its item rows
// and, when it has discounts or shows its total, its subtotal, discounts and total; then the table's
// subtotal, discounts, fees, last-subtotal discounts, tax and grand total, labelled in the name
// column with the amount in the total column.

/** Texts of the sheet, in the reader's language; column titles already resolved (the table's own or the default). */
export interface SheetLabels {
  name: string;
  price: string;
  qty: string;
  discount: string;
  lineTax: string;
  totalWithTax: string;
  total: string;
  subTotal: string;
  grandTotal: string;
  sectionSubtotal: string;
  sectionTotal: string;
  /** For a discount or fee without a title. */
  discountFallback: string;
  feeFallback: string;
  tax: string;
  /** The title of an untitled custom column (position from 1). */
  customColumn: (position: number) => string;
  /** After the name of an optional item the table does not count ("not included in the total"). */
  notIncluded?: string;
}

const HEADER: SheetCellStyle = { bold: true, fill: "#EEEAE4", border: true, wrap: true };
const SECTION: SheetCellStyle = { bold: true, fill: "#F6F4F1" };
/** Formulas stay well within the export's limit (MAX_FORMULA_LENGTH 500) with their function around. */
const MAX_RUNS_LENGTH = 400;
const NUMERIC_COLUMNS = new Set(["price", "qty", "discount", "lineTax", "totalWithTax", "total"]);

/** The engine's clamps on inputs (0 up to 1e15; unreadable → 0), so the cells hold what it computed with. */
const INPUT_CAP = 1e15;
const clampPercent = (value: unknown) => Math.min(100, atLeastZero(value));
function atLeastZero(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) ? Math.min(INPUT_CAP, Math.max(0, value)) : 0;
}
const sameColumn = (a: PricingColumn, b: PricingColumn) =>
  typeof a === "string" || typeof b === "string" ? a === b : a.custom === b.custom;

export function pricingTableCells(
  content: PricingContent,
  meta: PricingMeta,
  result: TableResult,
  titles: SheetLabels,
  format: NumberFormat,
): SheetRow[] {
  const columns = visibleColumns(content, meta);
  const at = (column: PricingColumn) => columns.findIndex((candidate) => sameColumn(candidate, column));
  const nameCol = Math.max(0, at("name"));
  const totalCol = at("total") >= 0 ? at("total") : columns.length - 1;
  const width = Math.max(columns.length, totalCol + 1);
  const dec = result.decimals;
  const money = excelMoneyFormat(result.currency, dec, format);
  const rows: SheetRow[] = [];

  /** A row with a label in the name column and an amount (negative for discounts) in the total column. */
  const amountRow = (label: string, amount: number, formula?: string, style: SheetCellStyle = {}): number => {
    const row: SheetRow = Array.from({ length: width }, () => ({ value: null }));
    row[nameCol] = { value: label.slice(0, MAX_SHEET_TEXT), style: { ...style, wrap: true } };
    row[totalCol] = { value: amount, ...(formula ? { formula } : {}), style: { ...style, numFmt: money } };
    rows.push(row);
    return rows.length - 1;
  };

  const percentLabel = (value: number) => formatNumber(value, { ...format, decimalLength: decimalsOf(value) });
  const adjustmentLabel = (adjustment: AdjustmentResult, fallback: string) => {
    const title = adjustment.title.trim() || fallback;
    return adjustment.isAbsolute ? title : `${title} (${percentLabel(adjustment.value)}%)`;
  };

  rows.push(columns.map((column) => ({ value: headerTitle(column, content, titles), style: { ...HEADER, align: isNumeric(column) ? "right" : "left" } })));

  const items = content.rows.filter((row): row is ItemRow => row?.type === "item");
  const byId = new Map(items.map((row) => [row.id, row]));
  let itemIndex = 0;
  /** What the table's subtotal adds: each section's total cell, or the line totals of a section without one. */
  const subtotalParts: string[] = [];
  /** False once a section's counted lines could not be written as a formula: the subtotal is then the engine's figure too. */
  let formulasHold = true;

  const writeLine = (line: LineResult) => {
    const inOrder = items[itemIndex++];
    const row = inOrder?.id === line.rowId ? inOrder : byId.get(line.rowId);
    rows.push(lineCells(line, row, rows.length));
  };

  /**
   * What a section's sums add: its counted lines' total cells, as runs ("G3:G5,G7"). An optional
   * line the table does not count stays on the sheet with its figures and is left out of the runs.
   * "" when nothing counts; null when the runs would not fit a formula (the engine's figure stands).
   */
  const countedLines = (first: number, lines: LineResult[]): string | null => {
    const runs: string[] = [];
    let start = -1;
    lines.forEach((line, index) => {
      if (line.included && start < 0) start = first + index;
      if (start >= 0 && (!line.included || index === lines.length - 1)) {
        runs.push(rangeRef(start, line.included ? first + index : first + index - 1, totalCol));
        start = -1;
      }
    });
    const joined = runs.join(",");
    return joined.length <= MAX_RUNS_LENGTH ? joined : null;
  };

  const lineCells = (line: LineResult, row: ItemRow | undefined, rowIndex: number): SheetRow => {
    const ref = (column: PricingColumn) => (at(column) >= 0 ? cellRef(rowIndex, at(column)) : null);
    const rowCurrency: CurrencyCode = line.original?.currency ?? result.currency;
    const priceDecimals = line.original ? Math.max(dec, defaultDecimals(rowCurrency)) : dec;
    // base = ROUND(price x qty x custom columns); net = base - ROUND(base x discount%) (the engine's
    // order and roundings). Not for a converted row: its rate is not on the sheet.
    const factors = [ref("price"), ref("qty"), ...(content.customColumns ?? []).map((_, custom) => ref({ custom }))];
    const base = !line.original && row && factors.every(Boolean) ? `ROUND(${factors.join("*")},${dec})` : null;
    const discountRef = meta.lineDiscountEnabled ? ref("discount") : null;
    const net = base && (!meta.lineDiscountEnabled || discountRef) ? (discountRef ? `${base}-ROUND(${base}*${discountRef}/100,${dec})` : base) : null;
    const totalRef = ref("total");
    const taxRef = ref("lineTax");

    return columns.map((column): SheetCell => {
      if (typeof column === "object") {
        const value = row?.columns?.[column.custom];
        const number = atLeastZero(typeof value === "number" && Number.isFinite(value) ? value : content.customColumns?.[column.custom]?.defaultValue);
        return { value: number, style: { numFmt: excelNumberFormat(decimalsOf(number), format) } };
      }
      switch (column) {
        case "name": {
          const description = row?.showDescription && row.description?.trim() ? `\n${row.description.trim()}` : "";
          const left = !line.included && titles.notIncluded ? ` (${titles.notIncluded})` : "";
          return { value: `${row?.name ?? ""}${left}${description}`.slice(0, MAX_SHEET_TEXT), style: { wrap: true, ...(line.included ? {} : { italic: true }) } };
        }
        case "price":
          return { value: atLeastZero(row?.price), style: { numFmt: excelMoneyFormat(rowCurrency, priceDecimals, format) } };
        case "qty": {
          const qty = atLeastZero(line.quantity);
          return { value: qty, style: { numFmt: excelNumberFormat(decimalsOf(qty), format) } };
        }
        case "discount": {
          const discount = clampPercent(row?.discount);
          return { value: discount, style: { numFmt: excelPercentFormat(discount) } };
        }
        case "lineTax": {
          const tax = clampPercent(row?.tax);
          return { value: tax, style: { numFmt: excelPercentFormat(tax) } };
        }
        case "total":
          return { value: line.net, ...(net ? { formula: net } : {}), style: { numFmt: money } };
        case "totalWithTax": {
          // Over the total cell, which holds the net as a formula or (converted row) as the engine's figure.
          const formula = row && totalRef && taxRef ? `${totalRef}+ROUND(${totalRef}*${taxRef}/100,${dec})` : null;
          return { value: line.totalWithTax, ...(formula ? { formula } : {}), style: { numFmt: money } };
        }
      }
    });
  };

  const writeSection = (section: SectionResult) => {
    if (section.rowId !== null) {
      const title: SheetRow = Array.from({ length: width }, () => ({ value: null, style: SECTION }));
      title[nameCol] = { value: section.title.slice(0, MAX_SHEET_TEXT), style: SECTION };
      rows.push(title);
    }
    const first = rows.length;
    section.lines.forEach(writeLine);
    const lines = countedLines(first, section.lines);
    if (section.discounts.length) {
      const subtotal = amountRow(titles.sectionSubtotal, section.subtotal, lines ? `SUM(${lines})` : undefined);
      for (const discount of section.discounts) amountRow(adjustmentLabel(discount, titles.discountFallback), -discount.amount);
      const total = amountRow(titles.sectionTotal, section.total, `SUM(${rangeRef(subtotal, rows.length - 1, totalCol)})`, { bold: true });
      subtotalParts.push(cellRef(total, totalCol));
    } else if (section.lines.length && meta.sectionTotalVisible && section.rowId !== null) {
      subtotalParts.push(cellRef(amountRow(titles.sectionTotal, section.total, lines ? `SUM(${lines})` : undefined, { bold: true }), totalCol));
    } else if (lines) subtotalParts.push(lines);
    else if (lines === null) formulasHold = false;
  };

  result.sections.forEach(writeSection);
  rows.push([]);

  const subtotalFormula = `SUM(${subtotalParts.join(",")})`;
  const subtotal = amountRow(titles.subTotal, result.subtotal, formulasHold && subtotalParts.length && subtotalFormula.length <= MAX_RUNS_LENGTH ? subtotalFormula : undefined, { bold: true });
  for (const discount of result.discounts) amountRow(adjustmentLabel(discount, titles.discountFallback), -discount.amount);
  for (const fee of result.fees) amountRow(adjustmentLabel(fee, titles.feeFallback), fee.amount);
  for (const discount of result.lastSubtotalDiscounts) amountRow(adjustmentLabel(discount, titles.discountFallback), -discount.amount);
  const taxable = rangeRef(subtotal, rows.length - 1, totalCol);
  if (result.taxType === "SINGLE" && result.taxRate !== null) {
    amountRow(`${titles.tax} (${percentLabel(result.taxRate)}%)`, result.tax, `ROUND(SUM(${taxable})*${result.taxRate}/100,${dec})`);
  } else if (result.taxType === "MULTIPLE") {
    amountRow(titles.tax, result.tax);
  }
  if (meta.grandTotalVisible) {
    amountRow(titles.grandTotal, result.grandTotal, `SUM(${rangeRef(subtotal, rows.length - 1, totalCol)})`, { bold: true, border: true });
  }
  return rows;
}

function isNumeric(column: PricingColumn): boolean {
  return typeof column === "object" || NUMERIC_COLUMNS.has(column);
}

function headerTitle(column: PricingColumn, content: PricingContent, titles: SheetLabels): string {
  if (typeof column === "object") return content.customColumns?.[column.custom]?.title?.trim() || titles.customColumn(column.custom + 1);
  return titles[column];
}


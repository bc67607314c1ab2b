import ExcelJS from "exceljs";
import type { ParsedSheetTable, SheetCellStyle } from "./table-schema";

// Writes a validated `table` into an .xlsx, from A1, as sent: numbers as numbers, formulas (already
// checked by formula.ts) with their cached result, texts as texts. A text is always a string cell,
// never a formula, whatever it starts with ("=1+1", "@SUM(...)", "+1"): exceljs only writes a
// formula for a { formula } value, and the schema only lets numbers carry one.

const MIN_WIDTH = 8;
const MAX_WIDTH = 60;

/** Excel's rules for a sheet name: 1-31 characters, none of : \ / ? * [ ], not starting or ending with '. */
export function sheetName(title: string): string {
  const cleaned = title
    .replace(/[:\\/?*[\]\u0000-\u001f]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^'+|'+$/g, "")
    .slice(0, 31)
    .replace(/[\ud800-\udbff]$/, "")
    .trim();
  return cleaned || "Sheet1";
}

function applyStyle(cell: ExcelJS.Cell, style: SheetCellStyle) {
  if (style.bold || style.italic) cell.font = { bold: style.bold === true, italic: style.italic === true };
  if (style.numFmt) cell.numFmt = style.numFmt;
  if (style.align || style.wrap) cell.alignment = { vertical: "top", ...(style.align ? { horizontal: style.align } : {}), ...(style.wrap ? { wrapText: true } : {}) };
  if (style.fill) cell.fill = { type: "pattern", pattern: "solid", fgColor: { argb: `FF${style.fill.slice(1).toUpperCase()}` } };
  if (style.border) {
    const thin = { style: "thin" as const, color: { argb: "FFB9B2A8" } };
    cell.border = { top: thin, left: thin, bottom: thin, right: thin };
  }
}

/** A rough display width: the longest line of a text, or the digits of a number with room for a symbol. */
function widthOf(value: string | number | null): number {
  if (value === null) return 0;
  if (typeof value === "number") return value.toFixed(2).length + 5;
  return Math.max(...value.split("\n").map((line) => line.length));
}

export async function buildWorkbook(table: ParsedSheetTable, title: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Eventdocs";
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetName(title));
  const widths: number[] = [];

  table.forEach((cells, rowIndex) => {
    const row = sheet.getRow(rowIndex + 1);
    cells.forEach((source, columnIndex) => {
      const cell = row.getCell(columnIndex + 1);
      if (source.formula !== undefined) {
        cell.value = typeof source.value === "number" ? { formula: source.formula, result: source.value } : { formula: source.formula };
      } else if (source.value !== null) {
        cell.value = source.value;
      }
      if (source.style) applyStyle(cell, source.style);
      widths[columnIndex] = Math.max(widths[columnIndex] ?? 0, widthOf(source.value));
    });
  });
  widths.forEach((width, index) => {
    sheet.getColumn(index + 1).width = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width + 2));
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

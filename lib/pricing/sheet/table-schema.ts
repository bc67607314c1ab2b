import { z } from "zod";
import { safeFormula } from "./formula";

// The `table` of POST /api/segment/{id}/sheet/generate/{uniqueId}: rows of cells, each a number, a
// text or empty, optionally a formula (whose `value` is its cached result) and a style. Pure: the
// client builds it (table-cells.ts) and the server validates it with the same schema.

export const MAX_SHEET_ROWS = 1000;
export const MAX_SHEET_CELLS_PER_ROW = 30;
export const MAX_SHEET_TEXT = 2000;
/** Far beyond any price list (the engine caps each input and line at 1e15); only finite numbers pass. */
export const MAX_SHEET_NUMBER = 1e18;

export const SHEET_ALIGNMENTS = ["left", "center", "right"] as const;

export interface SheetCellStyle {
  bold?: boolean;
  italic?: boolean;
  align?: (typeof SHEET_ALIGNMENTS)[number];
  /** An Excel number format code, e.g. `"€"#,##0.00` (see number-format.ts). */
  numFmt?: string;
  /** Background colour, #rrggbb. */
  fill?: string;
  /** A thin border on every side. */
  border?: boolean;
  wrap?: boolean;
}

export interface SheetCell {
  /** A number, a text (always written as text, never read as a formula) or empty. With `formula`: its cached result. */
  value: string | number | null;
  /** Of the grammar in formula.ts, with or without the leading "=". */
  formula?: string;
  style?: SheetCellStyle;
}

export type SheetRow = SheetCell[];

// Characters XML 1.0 cannot carry (the .xlsx is XML): C0 controls other than tab, line feed and
// carriage return, and unpaired surrogates. Dropped rather than refused: they are invisible anyway.
const XML_UNSAFE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const text = z
  .string()
  .max(MAX_SHEET_TEXT)
  .transform((value) => value.replace(XML_UNSAFE, ""));

const number = z.number().min(-MAX_SHEET_NUMBER).max(MAX_SHEET_NUMBER);

const styleSchema = z
  .object({
    bold: z.boolean().optional(),
    italic: z.boolean().optional(),
    align: z.enum(SHEET_ALIGNMENTS).optional(),
    // A format code only formats; it cannot run anything. Capped and printable.
    numFmt: z
      .string()
      .max(100)
      .regex(/^[^\u0000-\u001f\u007f]*$/, { message: "validation.invalid" })
      .optional(),
    fill: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, { message: "validation.invalid" })
      .optional(),
    border: z.boolean().optional(),
    wrap: z.boolean().optional(),
  })
  .strict();

const formulaSchema = z
  .string()
  .max(600)
  .transform((value, ctx) => {
    const safe = safeFormula(value);
    if (safe === null) {
      ctx.addIssue({ code: "custom", message: "validation.sheetFormula" });
      return z.NEVER;
    }
    return safe;
  });

export const sheetCellSchema = z
  .object({
    value: z.union([number, text, z.null()]),
    formula: formulaSchema.optional(),
    style: styleSchema.optional(),
  })
  .strict()
  .refine((cell) => cell.formula === undefined || typeof cell.value !== "string", {
    message: "validation.invalid",
    path: ["value"],
  });

export const sheetTableSchema = z.array(z.array(sheetCellSchema).max(MAX_SHEET_CELLS_PER_ROW)).min(1).max(MAX_SHEET_ROWS);

export type ParsedSheetTable = z.output<typeof sheetTableSchema>;

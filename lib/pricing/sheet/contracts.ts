import { z } from "zod";
import { emailSchema } from "@/lib/accounts/schemas";
import { defineContract } from "@/lib/http/contract";
import { idSchema } from "@/lib/validation/ids";
import { SHEET_LIFETIMES } from "./lifetime";
import { sheetTableSchema } from "./table-schema";

// The pricing table's spreadsheet export (workspace spec §7): the client builds the cells from the
// engine's result, the server validates them, writes an .xlsx and keeps it for its lifetime (short:
// 1 hour, long: 7 days); the file can then be downloaded or e-mailed. Anyone who may see the
// document may export its pricing tables; an export is its creator's alone.

const tag = "Pricing tables";

/** The client's name for one export (crypto.randomUUID, with or without dashes). */
export const SHEET_UNIQUE_ID = /^[A-Za-z0-9_-]{8,64}$/;

const params = z.object({ id: idSchema, uniqueId: z.string().regex(SHEET_UNIQUE_ID, { message: "validation.invalid" }) });

/** One line of display text in an e-mail: no line breaks or control characters, capped. */
const displayText = (max: number) =>
  z
    .string()
    .max(1000)
    .transform((value) => value.replace(/[\u0000-\u001f\u007f]+/g, " ").replace(/\s+/g, " ").trim().slice(0, max));

export const generateSheetBody = z.object({
  excelFileLifeTime: z.enum(SHEET_LIFETIMES).default("short"),
  table: sheetTableSchema,
});

export const emailSheetBody = z.object({
  email: emailSchema,
  /** Who sends it, as the mail names them; empty: the signed-in user's name. */
  owner: displayText(120).default(""),
  /** The price list's title in the mail; empty: the document's title. */
  docTitle: displayText(200).default(""),
});

const EXAMPLE_TABLE = [
  [{ value: "Item", style: { bold: true } }, { value: "Price", style: { bold: true, align: "right" } }],
  [{ value: "Dinner" }, { value: 45, style: { numFmt: '"€"#,##0.00' } }],
  [{ value: "Total", style: { bold: true } }, { value: 45, formula: "SUM(B2)", style: { bold: true, numFmt: '"€"#,##0.00' } }],
];

export const sheetContracts = {
  generate: defineContract({
    method: "POST",
    path: "/api/segment/{id}/sheet/generate/{uniqueId}",
    tag,
    auth: "user",
    summary:
      "Write the pricing table's spreadsheet from `table` (rows of cells from A1: numbers, texts, formulas of SUM, ROUND, references and + - * /; at most 1000 rows of 30 cells) and keep it for `excelFileLifeTime` (short 1 h, long 7 days). Anyone who may see the document; the same uniqueId again replaces the caller's own file, someone else's is 409",
    params,
    body: generateSheetBody,
    example: { excelFileLifeTime: "short", table: EXAMPLE_TABLE },
    response: z.object({ status: z.literal("ok"), data: z.object({ uniqueId: z.string() }) }),
  }),
  download: defineContract({
    method: "GET",
    path: "/api/segment/{id}/sheet/download/{uniqueId}",
    tag,
    auth: "user",
    summary: "The generated .xlsx as a download named after the document (its creator only, others 404; 410 once its lifetime has passed)",
    params,
  }),
  email: defineContract({
    method: "POST",
    path: "/api/segment/{id}/sheet/email/{uniqueId}",
    tag,
    auth: "user",
    summary: "E-mail the generated .xlsx as an attachment to `email` (its creator only, others 404); a failed send is 503 with the spec's message",
    params,
    body: emailSheetBody,
    example: { email: "client@example.com", owner: "Ada Planner", docTitle: "Summer gala" },
    response: z.object({ status: z.literal("ok") }),
  }),
};

import { z } from "zod";
import type { Prisma } from "@/lib/db/generated/client";
import { readDocStyle, DEFAULT_DOC_STYLE } from "./defaults";
import { colorsSchema, fontsSchema, othersSchema, uploadedFontSchema } from "./schema";

// A workspace style as the API answers it (accounts spec §3 Doc style). The content is read through
// readDocStyle, so a row written before a field existed (or by hand) still answers a complete style.

/** The columns a style's view is built from. */
export const docStyleColumns = {
  id: true,
  teamId: true,
  name: true,
  fonts: true,
  colors: true,
  others: true,
  uploadedFonts: true,
  customCSS: true,
  updatedAt: true,
} as const satisfies Prisma.DocStyleSelect;

/** The columns plus the team's default, for reads of single styles (one query). */
export const docStyleSelect = { ...docStyleColumns, team: { select: { defaultDocStyleId: true } } } as const satisfies Prisma.DocStyleSelect;

export type DocStyleColumnsRow = Prisma.DocStyleGetPayload<{ select: typeof docStyleColumns }>;
export type DocStyleSelectRow = Prisma.DocStyleGetPayload<{ select: typeof docStyleSelect }>;

/** `defaultDocStyleId` is the style's workspace default (null for global styles). */
export function docStyleView(row: DocStyleColumnsRow, defaultDocStyleId: string | null) {
  const data = readDocStyle(row) ?? DEFAULT_DOC_STYLE;
  return {
    _id: row.id,
    id: row.id,
    teamId: row.teamId,
    name: row.name,
    fonts: data.fonts,
    colors: data.colors,
    others: data.others,
    uploadedFonts: data.uploadedFonts,
    customCSS: data.customCSS,
    isDefault: row.teamId !== null && row.id === defaultDocStyleId,
    updatedAt: row.updatedAt,
  };
}

export const docStyleViewOf = (row: DocStyleSelectRow) => docStyleView(row, row.team?.defaultDocStyleId ?? null);

export type DocStyleView = ReturnType<typeof docStyleView>;

/** The answer's schema, for the OpenAPI document. */
export const docStyleViewSchema = z.object({
  _id: z.string(),
  id: z.string(),
  teamId: z.string().nullable().describe("null for a global (built-in) style"),
  name: z.string(),
  fonts: fontsSchema,
  colors: colorsSchema,
  others: othersSchema,
  uploadedFonts: z.array(uploadedFontSchema),
  customCSS: z.string().nullable(),
  isDefault: z.boolean().describe("Is this the workspace's default style"),
  updatedAt: z.string(),
});

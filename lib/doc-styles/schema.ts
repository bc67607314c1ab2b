import { z } from "zod";
import { CUSTOM_CSS_MAX } from "@/lib/documents/limits";
import { idSchema } from "@/lib/validation/ids";
import { isCssColor } from "./contrast";
import { FONT_FAMILY_PATTERN } from "./fonts";

// A doc style (accounts spec §3): name, fonts for h1-h4 and text, colours, other settings, uploaded
// fonts and custom CSS. The same shape is the workspace's style row and a document's own copy of it
// (styleData). Writes and imports are validated field by field and refused with the field's path
// (a size, a weight, a colour that is not a CSS colour, an unknown font source); stored copies are
// read tolerantly by readDocStyle (defaults.ts), so an old or hand-edited copy can never break a page.

export const FONT_KEYS = ["h1", "h2", "h3", "h4", "text"] as const;
export type FontKey = (typeof FONT_KEYS)[number];
export const FONT_SOURCES = ["system", "google", "uploaded"] as const;
export const FONT_WEIGHTS = [100, 200, 300, 400, 500, 600, 700, 800, 900] as const;
export const FONT_SIZE = { min: 8, max: 160 } as const;
/** Document background, second background (boxes, table heads), and three accent colours. */
export const COLOR_KEYS = ["docBackgroundColor", "docBackgroundColor2", "accent1", "accent2", "accent3"] as const;
export type ColorKey = (typeof COLOR_KEYS)[number];
export const LINE_HEIGHT = { min: 1, max: 2.5 } as const;
export const BLOCK_SPACING = { min: 0, max: 96 } as const;
export const CORNER_RADIUS = { min: 0, max: 32 } as const;
export const HEADING_CASES = ["none", "uppercase"] as const;
export const UPLOADED_FONTS_MAX = 20;
export const DOC_STYLE_NAME_MAX = 80;

/** A CSS colour (#hex, rgb(), hsl() or a name) made only of characters that cannot leave a declaration. */
export const cssColorSchema = z
  .string({ message: "validation.cssColor" })
  .trim()
  .max(64, { message: "validation.cssColor" })
  .refine((value) => /^[#a-z0-9(),.%\s/+-]+$/i.test(value) && isCssColor(value), { message: "validation.cssColor" });

const fontFamilySchema = z.string({ message: "validation.fontFamily" }).trim().regex(FONT_FAMILY_PATTERN, { message: "validation.fontFamily" });
const fontWeightSchema = z.number({ message: "validation.fontWeight" }).refine((value) => (FONT_WEIGHTS as readonly number[]).includes(value), {
  message: "validation.fontWeight",
});

export const fontSchema = z
  .object({
    size: z.number({ message: "validation.fontSize" }).min(FONT_SIZE.min, { message: "validation.fontSize" }).max(FONT_SIZE.max, { message: "validation.fontSize" }),
    weight: fontWeightSchema,
    color: cssColorSchema,
    source: z.enum(FONT_SOURCES, { message: "validation.fontSource" }),
    family: fontFamilySchema,
    miscFileId: idSchema.nullish().transform((value) => value ?? null),
  })
  .superRefine((font, ctx) => {
    if (font.source === "uploaded" && !font.miscFileId) ctx.addIssue({ code: "custom", path: ["miscFileId"], message: "validation.fontFile" });
  });

export const fontsSchema = z.object({ h1: fontSchema, h2: fontSchema, h3: fontSchema, h4: fontSchema, text: fontSchema });

export const colorsSchema = z.object({
  docBackgroundColor: cssColorSchema,
  docBackgroundColor2: cssColorSchema,
  accent1: cssColorSchema,
  accent2: cssColorSchema,
  accent3: cssColorSchema,
});

const range = (bounds: { min: number; max: number }) =>
  z.number({ message: "validation.outOfRange" }).min(bounds.min, { message: "validation.outOfRange" }).max(bounds.max, { message: "validation.outOfRange" });

export const othersSchema = z.object({
  lineHeight: range(LINE_HEIGHT),
  /** Space between blocks, px. */
  blockSpacing: range(BLOCK_SPACING),
  /** Rounding of boxes and images, px. */
  cornerRadius: range(CORNER_RADIUS),
  headingCase: z.enum(HEADING_CASES, { message: "validation.invalid" }),
});

export const uploadedFontSchema = z.object({
  family: fontFamilySchema,
  miscFileId: idSchema,
  weight: fontWeightSchema,
  style: z.enum(["normal", "italic"], { message: "validation.invalid" }),
});

export const docStyleBodySchema = z.object({
  name: z.string().trim().min(1).max(DOC_STYLE_NAME_MAX),
  fonts: fontsSchema,
  colors: colorsSchema,
  others: othersSchema,
  uploadedFonts: z.array(uploadedFontSchema).max(UPLOADED_FONTS_MAX, { message: "validation.tooManyFonts" }).default([]),
  customCSS: z.string().max(CUSTOM_CSS_MAX).nullish().transform((value) => value || null),
});

export type DocStyleFont = z.output<typeof fontSchema>;
export type DocStyleColors = z.output<typeof colorsSchema>;
export type DocStyleOthers = z.output<typeof othersSchema>;
export type UploadedFont = z.output<typeof uploadedFontSchema>;
/** A doc style's content: what the style row holds, and what a document keeps as styleData (plus the style's id). */
export type DocStyleData = z.output<typeof docStyleBodySchema>;

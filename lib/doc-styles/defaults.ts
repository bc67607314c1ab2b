import { COLOR_KEYS, FONT_KEYS, colorsSchema, docStyleBodySchema, fontSchema, othersSchema, uploadedFontSchema, type DocStyleData } from "./schema";

// The style a new workspace style starts from, and the tolerant reader of stored copies.

/** "Classic": a serif display face over a clean sans text, warm neutrals and one deep accent. */
export const DEFAULT_DOC_STYLE: DocStyleData = {
  name: "Classic",
  fonts: {
    h1: { size: 44, weight: 600, color: "#1c1917", source: "google", family: "Playfair Display", miscFileId: null },
    h2: { size: 30, weight: 600, color: "#1c1917", source: "google", family: "Playfair Display", miscFileId: null },
    h3: { size: 23, weight: 600, color: "#292524", source: "google", family: "Playfair Display", miscFileId: null },
    h4: { size: 18, weight: 600, color: "#292524", source: "system", family: "Helvetica", miscFileId: null },
    text: { size: 16, weight: 400, color: "#3f3a36", source: "system", family: "Helvetica", miscFileId: null },
  },
  colors: { docBackgroundColor: "#ffffff", docBackgroundColor2: "#f5f1ea", accent1: "#8a5a44", accent2: "#c9a66b", accent3: "#44403c" },
  others: { lineHeight: 1.6, blockSpacing: 20, cornerRadius: 6, headingCase: "none" },
  uploadedFonts: [],
  customCSS: null,
};

const pick = <T>(parse: (value: unknown) => { success: boolean; data?: T }, value: unknown, fallback: T): T => {
  const result = parse(value);
  return result.success ? (result.data as T) : fallback;
};

const asRecord = (value: unknown): Record<string, unknown> => (value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/**
 * A stored style (a workspace style row, or a document's styleData) read field by field: a field that
 * is missing or does not pass its schema takes the default, so an old, partial or hand-edited copy
 * renders rather than breaking the page. Null when the value is no style at all (no fonts and no colours).
 */
export function readDocStyle(value: unknown): DocStyleData | null {
  const stored = asRecord(value);
  if (!("fonts" in stored) && !("colors" in stored)) return null;
  const whole = docStyleBodySchema.safeParse(stored);
  if (whole.success) return whole.data;
  const fonts = asRecord(stored.fonts);
  const colors = asRecord(stored.colors);
  const others = asRecord(stored.others);
  return {
    name: typeof stored.name === "string" && stored.name.trim() ? stored.name.trim().slice(0, 80) : DEFAULT_DOC_STYLE.name,
    fonts: Object.fromEntries(FONT_KEYS.map((key) => [key, pick((v) => fontSchema.safeParse(v), fonts[key], DEFAULT_DOC_STYLE.fonts[key])])) as DocStyleData["fonts"],
    colors: Object.fromEntries(
      COLOR_KEYS.map((key) => [key, pick((v) => colorsSchema.shape[key].safeParse(v), colors[key], DEFAULT_DOC_STYLE.colors[key])]),
    ) as DocStyleData["colors"],
    others: Object.fromEntries(
      (Object.keys(othersSchema.shape) as (keyof DocStyleData["others"])[]).map((key) => [
        key,
        pick((v) => othersSchema.shape[key].safeParse(v), others[key], DEFAULT_DOC_STYLE.others[key]),
      ]),
    ) as DocStyleData["others"],
    uploadedFonts: Array.isArray(stored.uploadedFonts) ? stored.uploadedFonts.flatMap((font) => pick((v) => uploadedFontSchema.array().safeParse([v]), font, [])) : [],
    customCSS: typeof stored.customCSS === "string" && stored.customCSS.length <= 50_000 ? stored.customCSS : null,
  };
}

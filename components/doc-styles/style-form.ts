import { toHex } from "@/lib/doc-styles/contrast";
import { FONT_FAMILY_PATTERN, GOOGLE_FONTS, SYSTEM_FONTS } from "@/lib/doc-styles/fonts";
import { docStyleBodySchema, UPLOADED_FONTS_MAX, type DocStyleData, type DocStyleFont, type UploadedFont } from "@/lib/doc-styles/schema";

// The doc style editor's form state is the style's body itself (what the update route takes); these
// pure helpers read it from a style, change one part, and check it with the server's own schema so
// the editor can show a field's problem before sending (the server checks again).

type FontSource = DocStyleFont["source"];

/** A field's problem: its path as the server names it ("fonts.h2.color") and a message key under `validation`. */
export interface StyleProblem {
  path: string;
  message: string;
}

/** The editable body of a style as the API answers it. */
export function styleBodyOf(style: DocStyleData): DocStyleData {
  const { name, fonts, colors, others, uploadedFonts, customCSS } = style;
  return { name, fonts, colors, others, uploadedFonts, customCSS };
}

/** The problems the server would answer for this body, with the same paths and message keys (lib/http/validation.ts). */
export function validateStyle(body: DocStyleData): StyleProblem[] {
  const result = docStyleBodySchema.safeParse(body);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    path: issue.path.map(String).join(".") || "(body)",
    message: issue.message.startsWith("validation.") ? issue.message : issue.code === "too_small" ? "validation.required" : "validation.invalid",
  }));
}

/** The first message per path, for showing next to the fields. */
export function problemsByPath(problems: readonly { path: string; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const problem of problems) if (!(problem.path in out)) out[problem.path] = problem.message;
  return out;
}

/** The families a source offers; for uploaded fonts, the style's own (each once). */
export function familiesFor(source: FontSource, uploadedFonts: readonly UploadedFont[]): string[] {
  if (source === "system") return SYSTEM_FONTS.map((font) => font.family);
  if (source === "google") return GOOGLE_FONTS.map((font) => font.family);
  return [...new Set(uploadedFonts.map((font) => font.family))];
}

/** The uploaded file that best serves `family` at `weight`: the same weight, else the nearest. */
export function uploadedFileFor(family: string, weight: number, uploadedFonts: readonly UploadedFont[]): string | null {
  const files = uploadedFonts.filter((font) => font.family === family);
  if (!files.length) return null;
  const best = files.reduce((a, b) => (Math.abs(b.weight - weight) < Math.abs(a.weight - weight) ? b : a));
  return best.miscFileId;
}

/** A font switched to another family (of its source): uploaded families take their file. */
export function withFamily(font: DocStyleFont, family: string, uploadedFonts: readonly UploadedFont[]): DocStyleFont {
  const miscFileId = font.source === "uploaded" ? uploadedFileFor(family, font.weight, uploadedFonts) : null;
  return { ...font, family, miscFileId };
}

/**
 * A font switched to another source: it keeps its family when the source offers it, else takes the
 * source's first. Uploaded without any uploaded font keeps its family and has no file yet, which the
 * schema reports ("Upload the font file") until one is uploaded.
 */
export function withSource(font: DocStyleFont, source: FontSource, uploadedFonts: readonly UploadedFont[]): DocStyleFont {
  const families = familiesFor(source, uploadedFonts);
  const family = families.includes(font.family) ? font.family : (families[0] ?? font.family);
  return withFamily({ ...font, source }, family, uploadedFonts);
}

/** A font switched to another weight; an uploaded family takes the file nearest that weight. */
export function withWeight(font: DocStyleFont, weight: number, uploadedFonts: readonly UploadedFont[]): DocStyleFont {
  return font.source === "uploaded" ? withFamily({ ...font, weight }, font.family, uploadedFonts) : { ...font, weight };
}

/** A family name from a font file's name ("Brandon_Grotesque-Bold.woff2" → "Brandon Grotesque Bold"), fit for FONT_FAMILY_PATTERN. */
export function familyFromFileName(fileName: string, fallback: string): string {
  const base = fileName.replace(/\.[a-z0-9]+$/i, "");
  const cleaned = base
    .replace(/[^A-Za-z0-9 _-]+/g, " ")
    .replace(/[_-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 60)
    .trim();
  return FONT_FAMILY_PATTERN.test(cleaned) ? cleaned : fallback;
}

/** The style with one more uploaded font (a file already listed is not added twice); null when the list is full. */
export function withUploadedFont(body: DocStyleData, font: UploadedFont): DocStyleData | null {
  if (body.uploadedFonts.some((entry) => entry.miscFileId === font.miscFileId)) return body;
  if (body.uploadedFonts.length >= UPLOADED_FONTS_MAX) return null;
  return { ...body, uploadedFonts: [...body.uploadedFonts, font] };
}

/** What a native colour input can show for a colour value: #rrggbb (transparency and bad values dropped). */
export function colorInputValue(value: string): string {
  const hex = toHex(value.trim());
  return /^#[0-9a-f]{6}/i.test(hex) ? hex.slice(0, 7).toLowerCase() : "#000000";
}

/** A typed number, or null while it is not one yet (an empty field, a lone "-"). */
export function parseNumberInput(text: string): number | null {
  const normalized = text.trim().replace(",", ".");
  if (!normalized || !/^-?\d*(\.\d+)?$/.test(normalized) || normalized === "-") return null;
  const value = Number(normalized);
  return Number.isFinite(value) ? value : null;
}

import { DEFAULT_DOC_STYLE, readDocStyle } from "@/lib/doc-styles/defaults";
import { GOOGLE_FONTS, SYSTEM_FONTS, type CatalogFont } from "@/lib/doc-styles/fonts";
import type { DocStyleData, DocStyleFont } from "@/lib/doc-styles/schema";

// The Style tab's "Customise" edits a whole style (what set-doc-style-data and the workspace style
// call take) through a few broad controls: one face and colour for every heading, one for the text.
// These pure helpers turn those controls into the style's fields.

const HEADINGS = ["h1", "h2", "h3", "h4"] as const;

/** The style to start customising from: the document's copy (the preset's marker dropped), else the default. */
export function draftFrom(styleData: unknown): DocStyleData {
  const style = readDocStyle(styleData) ?? DEFAULT_DOC_STYLE;
  return structuredClone(style);
}

const CURATED = new Map<string, { source: "system" | "google"; font: CatalogFont }>([
  ...SYSTEM_FONTS.map((font) => [font.family, { source: "system" as const, font }] as const),
  ...GOOGLE_FONTS.map((font) => [font.family, { source: "google" as const, font }] as const),
]);

/** A Google font without a weight axis loads only its regular face: any other weight would be a synthetic one. */
const isStaticGoogle = (family: string) => {
  const entry = CURATED.get(family);
  return entry?.source === "google" && !entry.font.axis;
};

/** A font switched to a curated family: its source follows the family, its weight what the family can show. */
export function withCuratedFamily(font: DocStyleFont, family: string, headingWeight: boolean): DocStyleFont {
  const entry = CURATED.get(family);
  if (!entry) return font;
  let weight = font.weight;
  if (isStaticGoogle(family)) weight = 400;
  else if (headingWeight && isStaticGoogle(font.family)) weight = 600;
  return { ...font, family, source: entry.source, miscFileId: null, weight };
}

/** Every heading level in one face. */
export const withHeadingFamily = (style: DocStyleData, family: string): DocStyleData => ({
  ...style,
  fonts: { ...style.fonts, ...Object.fromEntries(HEADINGS.map((key) => [key, withCuratedFamily(style.fonts[key], family, true)])) },
});

export const withBodyFamily = (style: DocStyleData, family: string): DocStyleData => ({
  ...style,
  fonts: { ...style.fonts, text: withCuratedFamily(style.fonts.text, family, false) },
});

/** Every heading level in one colour (the title's colour is used where it sits on the page). */
export const withHeadingColor = (style: DocStyleData, color: string): DocStyleData => ({
  ...style,
  fonts: { ...style.fonts, ...Object.fromEntries(HEADINGS.map((key) => [key, { ...style.fonts[key], color }])) },
});

export const withTextColor = (style: DocStyleData, color: string): DocStyleData => ({ ...style, fonts: { ...style.fonts, text: { ...style.fonts.text, color } } });

export const withTextSize = (style: DocStyleData, size: number): DocStyleData => ({ ...style, fonts: { ...style.fonts, text: { ...style.fonts.text, size } } });

/** The family the heading control shows: the first heading level's (the title may be a script). */
export const headingFamilyOf = (style: DocStyleData) => style.fonts.h2.family;

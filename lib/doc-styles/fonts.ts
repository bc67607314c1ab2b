// Fonts a doc style offers in its pickers. A style names its fonts; it never carries font files of
// other hosts: system fonts are the reader's own, Google fonts are loaded by the reader's browser
// from Google's stylesheet (never fetched at build time: this machine and many deployments are
// offline), and uploaded fonts are files of the workspace served from our storage.

export type FontCategory = "serif" | "sans-serif" | "display" | "handwriting" | "monospace";

export interface CatalogFont {
  family: string;
  category: FontCategory;
  /** The weight axis of a variable Google font; static fonts are asked for without weights (asking a static font for a weight it lacks fails the whole request). */
  axis?: readonly [number, number];
}

/** Fonts every reader's device has (or a close metric twin of them). */
export const SYSTEM_FONTS: readonly CatalogFont[] = [
  { family: "system-ui", category: "sans-serif" },
  { family: "Arial", category: "sans-serif" },
  { family: "Helvetica", category: "sans-serif" },
  { family: "Verdana", category: "sans-serif" },
  { family: "Trebuchet MS", category: "sans-serif" },
  { family: "Georgia", category: "serif" },
  { family: "Times New Roman", category: "serif" },
  { family: "Palatino", category: "serif" },
  { family: "Garamond", category: "serif" },
  { family: "Courier New", category: "monospace" },
];

/** A curated list of Google fonts that suit event documents and cover Turkish and Western European letters. */
export const GOOGLE_FONTS: readonly CatalogFont[] = [
  { family: "Playfair Display", axis: [400, 900], category: "serif" },
  { family: "Cormorant Garamond", category: "serif" },
  { family: "EB Garamond", axis: [400, 800], category: "serif" },
  { family: "Lora", axis: [400, 700], category: "serif" },
  { family: "Libre Baskerville", category: "serif" },
  { family: "Merriweather", axis: [300, 900], category: "serif" },
  { family: "DM Serif Display", category: "serif" },
  { family: "Bodoni Moda", axis: [400, 900], category: "serif" },
  { family: "Source Serif 4", axis: [200, 900], category: "serif" },
  { family: "Cinzel", axis: [400, 900], category: "display" },
  { family: "Marcellus", category: "display" },
  { family: "Italiana", category: "display" },
  { family: "Montserrat", axis: [100, 900], category: "sans-serif" },
  { family: "Inter", axis: [100, 900], category: "sans-serif" },
  { family: "Lato", category: "sans-serif" },
  { family: "Open Sans", axis: [300, 800], category: "sans-serif" },
  { family: "Poppins", category: "sans-serif" },
  { family: "Raleway", axis: [100, 900], category: "sans-serif" },
  { family: "Nunito Sans", axis: [200, 900], category: "sans-serif" },
  { family: "Work Sans", axis: [100, 900], category: "sans-serif" },
  { family: "Josefin Sans", axis: [100, 700], category: "sans-serif" },
  { family: "Jost", axis: [100, 900], category: "sans-serif" },
  { family: "Manrope", axis: [200, 800], category: "sans-serif" },
  { family: "Great Vibes", category: "handwriting" },
  { family: "Dancing Script", axis: [400, 700], category: "handwriting" },
  { family: "Parisienne", category: "handwriting" },
  { family: "Allura", category: "handwriting" },
];

const CATEGORY_BY_FAMILY = new Map([...SYSTEM_FONTS, ...GOOGLE_FONTS].map((font) => [font.family.toLowerCase(), font.category]));

const GENERIC: Record<FontCategory, string> = {
  serif: "serif",
  "sans-serif": "sans-serif",
  display: "serif",
  handwriting: "cursive",
  monospace: "monospace",
};

/** The generic family a reader falls back to while (or if) a named font does not load. */
export function genericFamily(family: string): string {
  const category = CATEGORY_BY_FAMILY.get(family.toLowerCase());
  return category ? GENERIC[category] : "sans-serif";
}

/** Letters, digits, spaces, hyphens and underscores: a family name that needs no escaping in CSS or a URL. */
export const FONT_FAMILY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 _-]{0,59}$/;

/** A CSS font-family list for a named family: `"Playfair Display", serif` (system-ui stays a keyword). */
export function fontFamilyList(family: string): string {
  if (family === "system-ui") return "system-ui, sans-serif";
  return `"${family}", ${genericFamily(family)}`;
}

const GOOGLE_BY_FAMILY = new Map(GOOGLE_FONTS.map((font) => [font.family.toLowerCase(), font]));

/**
 * The stylesheet address of one Google font, loaded by the reader's browser (one link per family, so
 * one unknown family cannot stop the others from loading).
 */
export function googleFontHref(family: string): string {
  const axis = GOOGLE_BY_FAMILY.get(family.toLowerCase())?.axis;
  const name = family.trim().replace(/ +/g, "+");
  return `https://fonts.googleapis.com/css2?family=${name}${axis ? `:wght@${axis[0]}..${axis[1]}` : ""}&display=swap`;
}

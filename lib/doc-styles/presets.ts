import type { DocStyleData, DocStyleFont } from "./schema";

// Built-in theme presets: complete styles a planner applies in one click from the editor's Style tab
// (POST /api/document/{id}/set-style-preset). Each is designed for one of our sectors and pairs a
// heading face with a body face from the curated fonts (fonts.ts), a palette and spacing. Every text
// colour reaches the WCAG AA ratio (4.5) on its page background, and so does accent 1 (links); the
// unit test checks both. Google fonts without a weight axis load in their regular face only, so they
// are used at weight 400 here (a bolder weight would be synthesised by the browser).
//
// A document using a preset keeps its own copy (styleData, with no workspace style): the copy names
// the preset in `preset`, so the Style tab can mark it; names are translated when it is applied
// (messages: editorPanel.stylePresets.themes.<id>).

export const STYLE_PRESET_IDS = [
  "garden-wedding",
  "romantic-blush",
  "black-tie",
  "art-deco",
  "rustic-venue",
  "botanical",
  "coastal",
  "patisserie",
  "bistro",
  "editorial",
  "corporate",
  "modern-minimal",
] as const;

export type StylePresetId = (typeof STYLE_PRESET_IDS)[number];

export const isStylePresetId = (value: unknown): value is StylePresetId => typeof value === "string" && (STYLE_PRESET_IDS as readonly string[]).includes(value);

type Face = Pick<DocStyleFont, "family" | "source">;
const google = (family: string): Face => ({ family, source: "google" });

interface Pairing {
  /** Every heading level, unless `display` takes the title and the first level. */
  heading: Face;
  headingWeight: number;
  /** A face for the title and the first heading level only (a script over a serif). */
  display?: { face: Face; weight: number };
  body: Face;
  bodyWeight?: number;
  /** Title, Heading 1, 2, 3 and body text sizes, px. */
  sizes: [number, number, number, number, number];
  headingColor: string;
  textColor: string;
}

function fonts(pairing: Pairing): DocStyleData["fonts"] {
  const [h1, h2, h3, h4, text] = pairing.sizes;
  const font = (face: Face, weight: number, size: number, color: string): DocStyleFont => ({ ...face, weight, size, color, miscFileId: null });
  const top = pairing.display ?? { face: pairing.heading, weight: pairing.headingWeight };
  return {
    h1: font(top.face, top.weight, h1, pairing.headingColor),
    h2: font(top.face, top.weight, h2, pairing.headingColor),
    h3: font(pairing.heading, pairing.headingWeight, h3, pairing.headingColor),
    h4: font(pairing.heading, pairing.headingWeight, h4, pairing.headingColor),
    text: font(pairing.body, pairing.bodyWeight ?? 400, text, pairing.textColor),
  };
}

const preset = (name: string, pairing: Pairing, colors: DocStyleData["colors"], others: DocStyleData["others"]): DocStyleData => ({
  name,
  fonts: fonts(pairing),
  colors,
  others,
  uploadedFonts: [],
  customCSS: null,
});

/** The presets' styles; `name` is the English name (the applied copy takes the planner's language). */
export const STYLE_PRESETS: Record<StylePresetId, DocStyleData> = {
  // Weddings: sage and ivory with a dusty rose, a fine Garamond over an open sans.
  "garden-wedding": preset(
    "Garden wedding",
    { heading: google("Cormorant Garamond"), headingWeight: 400, body: google("Lato"), sizes: [48, 36, 27, 21, 16], headingColor: "#3e5a44", textColor: "#3b3d38" },
    { docBackgroundColor: "#fbfaf4", docBackgroundColor2: "#edf1e5", accent1: "#56724f", accent2: "#d7b2a8", accent3: "#a3b18a" },
    { lineHeight: 1.7, blockSpacing: 24, cornerRadius: 10, headingCase: "none" },
  ),
  // Weddings and invitations: blush and deep rose, a script title over a soft serif.
  "romantic-blush": preset(
    "Romantic blush",
    {
      heading: google("Lora"),
      headingWeight: 500,
      display: { face: google("Great Vibes"), weight: 400 },
      body: google("Raleway"),
      sizes: [56, 40, 24, 19, 16],
      headingColor: "#8a3346",
      textColor: "#4a3a3e",
    },
    { docBackgroundColor: "#fff8f6", docBackgroundColor2: "#fbe8e5", accent1: "#a83f5a", accent2: "#e9b8bc", accent3: "#c9a66b" },
    { lineHeight: 1.7, blockSpacing: 22, cornerRadius: 14, headingCase: "none" },
  ),
  // Galas and evening venues: a dark page, gold headings in a high-contrast Didone.
  "black-tie": preset(
    "Black tie",
    { heading: google("Bodoni Moda"), headingWeight: 500, body: google("Montserrat"), sizes: [46, 32, 24, 18, 16], headingColor: "#e2c98a", textColor: "#e9e5dd" },
    { docBackgroundColor: "#15171b", docBackgroundColor2: "#24272e", accent1: "#d4b06a", accent2: "#8c7a5b", accent3: "#f4efe6" },
    { lineHeight: 1.65, blockSpacing: 24, cornerRadius: 2, headingCase: "none" },
  ),
  // Venues and galas: champagne, deep teal and antique gold, capitals in Cinzel.
  "art-deco": preset(
    "Art deco",
    { heading: google("Cinzel"), headingWeight: 600, body: google("Josefin Sans"), sizes: [42, 28, 21, 17, 17], headingColor: "#1d3a3a", textColor: "#2e2b26" },
    { docBackgroundColor: "#f8f3e6", docBackgroundColor2: "#1d3a3a", accent1: "#7d5c12", accent2: "#c9a449", accent3: "#1d3a3a" },
    { lineHeight: 1.6, blockSpacing: 24, cornerRadius: 0, headingCase: "uppercase" },
  ),
  // Barns and country venues: cream and kraft, walnut headings, terracotta and olive.
  "rustic-venue": preset(
    "Rustic venue",
    { heading: google("DM Serif Display"), headingWeight: 400, body: google("Work Sans"), sizes: [46, 32, 24, 19, 16], headingColor: "#5a3a22", textColor: "#3f3429" },
    { docBackgroundColor: "#faf6ef", docBackgroundColor2: "#efe3d1", accent1: "#995428", accent2: "#c49a62", accent3: "#6b7a4b" },
    { lineHeight: 1.65, blockSpacing: 22, cornerRadius: 4, headingCase: "none" },
  ),
  // Florists: forest green with a coral bloom, a bookish Garamond, rounded boxes.
  botanical: preset(
    "Botanical",
    { heading: google("EB Garamond"), headingWeight: 500, body: google("Manrope"), sizes: [46, 33, 25, 19, 16], headingColor: "#1f4a38", textColor: "#2f3a33" },
    { docBackgroundColor: "#f6f8f2", docBackgroundColor2: "#e1eadb", accent1: "#2d6a4f", accent2: "#e08e6d", accent3: "#95b88a" },
    { lineHeight: 1.7, blockSpacing: 24, cornerRadius: 16, headingCase: "none" },
  ),
  // Destination and beach events: sea teal on sand, airy capitals.
  coastal: preset(
    "Coastal",
    { heading: google("Josefin Sans"), headingWeight: 600, body: google("Nunito Sans"), sizes: [42, 28, 21, 17, 16], headingColor: "#1c4f60", textColor: "#34464d" },
    { docBackgroundColor: "#fdfcf8", docBackgroundColor2: "#e4eff2", accent1: "#1b6a84", accent2: "#e3cba6", accent3: "#7fb3c2" },
    { lineHeight: 1.7, blockSpacing: 24, cornerRadius: 12, headingCase: "uppercase" },
  ),
  // Cake makers: pistachio and strawberry cream, a handwritten title over a round sans.
  patisserie: preset(
    "Patisserie",
    {
      heading: google("Poppins"),
      headingWeight: 400,
      display: { face: google("Dancing Script"), weight: 700 },
      body: google("Poppins"),
      bodyWeight: 400,
      sizes: [52, 38, 22, 18, 15],
      headingColor: "#8c3a5b",
      textColor: "#4a3f45",
    },
    { docBackgroundColor: "#fffaf7", docBackgroundColor2: "#e8f3ec", accent1: "#a8436b", accent2: "#f4c6cf", accent3: "#9ccfb2" },
    { lineHeight: 1.7, blockSpacing: 22, cornerRadius: 18, headingCase: "none" },
  ),
  // Caterers: linen, bordeaux and mustard, a sturdy serif for menus.
  bistro: preset(
    "Bistro",
    { heading: google("Merriweather"), headingWeight: 700, body: google("Open Sans"), sizes: [42, 29, 22, 18, 16], headingColor: "#6e1d2a", textColor: "#33302b" },
    { docBackgroundColor: "#fffdf8", docBackgroundColor2: "#f3eadb", accent1: "#7a2231", accent2: "#d6a345", accent3: "#2f4a3a" },
    { lineHeight: 1.6, blockSpacing: 20, cornerRadius: 6, headingCase: "none" },
  ),
  // Photographers: a magazine page, black type, one red accent and plenty of white.
  editorial: preset(
    "Editorial",
    { heading: google("Playfair Display"), headingWeight: 700, body: google("Source Serif 4"), sizes: [50, 34, 24, 18, 17], headingColor: "#121212", textColor: "#2b2b2b" },
    { docBackgroundColor: "#ffffff", docBackgroundColor2: "#f2efea", accent1: "#b0342a", accent2: "#121212", accent3: "#d8d2c8" },
    { lineHeight: 1.65, blockSpacing: 32, cornerRadius: 0, headingCase: "none" },
  ),
  // DMCs and corporate events: navy and bright blue, a modern grotesque throughout.
  corporate: preset(
    "Corporate",
    { heading: google("Manrope"), headingWeight: 700, body: google("Inter"), sizes: [40, 28, 21, 17, 16], headingColor: "#0f2742", textColor: "#334155" },
    { docBackgroundColor: "#ffffff", docBackgroundColor2: "#eef2f8", accent1: "#1d4ed8", accent2: "#38bdf8", accent3: "#0f2742" },
    { lineHeight: 1.55, blockSpacing: 18, cornerRadius: 6, headingCase: "none" },
  ),
  // Any sector: black on white, one geometric family, square corners and generous space.
  "modern-minimal": preset(
    "Modern minimal",
    { heading: google("Jost"), headingWeight: 500, body: google("Jost"), sizes: [44, 30, 22, 18, 17], headingColor: "#111111", textColor: "#3a3a3a" },
    { docBackgroundColor: "#ffffff", docBackgroundColor2: "#f3f3f3", accent1: "#111111", accent2: "#9a9a9a", accent3: "#e4e4e4" },
    { lineHeight: 1.6, blockSpacing: 28, cornerRadius: 0, headingCase: "none" },
  ),
};

/** The preset a document's style copy came from, or null (a workspace style's copy, or one customised since). */
export function presetIdOf(styleData: unknown): StylePresetId | null {
  if (!styleData || typeof styleData !== "object" || Array.isArray(styleData)) return null;
  const preset = (styleData as Record<string, unknown>).preset;
  return isStylePresetId(preset) ? preset : null;
}

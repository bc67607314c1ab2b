import type { DocStyleData } from "@/lib/doc-styles/schema";

// One considered doc style per starter template (lib/doc-styles/schema.ts): Google fonts from the
// catalog (lib/doc-styles/fonts.ts), a palette that suits the sector, sizes in px.

interface StyleSpec {
  name: string;
  display: string;
  displayWeight?: number;
  text: string;
  textWeight?: number;
  /** h4 in the text face (small caps labels) or the display face. */
  h4Display?: boolean;
  /** h4 in the text face is semi-bold, unless the face has no such weight on Google (a faux bold looks cheap). */
  h4Weight?: number;
  heading: string;
  body: string;
  sizes?: [h1: number, h2: number, h3: number, h4: number, text: number];
  colors: DocStyleData["colors"];
  lineHeight?: number;
  blockSpacing?: number;
  cornerRadius?: number;
  uppercase?: boolean;
}

function style(spec: StyleSpec): DocStyleData {
  const [h1, h2, h3, h4, text] = spec.sizes ?? [52, 32, 23, 17, 16];
  const display = (size: number, color: string) => ({ size, weight: spec.displayWeight ?? 500, color, source: "google" as const, family: spec.display, miscFileId: null });
  const body = (size: number, color: string, weight: number) => ({ size, weight, color, source: "google" as const, family: spec.text, miscFileId: null });
  return {
    name: spec.name,
    fonts: {
      h1: display(h1, spec.heading),
      h2: display(h2, spec.heading),
      h3: display(h3, spec.heading),
      h4: spec.h4Display ? display(h4, spec.heading) : body(h4, spec.heading, spec.h4Weight ?? 600),
      text: body(text, spec.body, spec.textWeight ?? 400),
    },
    colors: spec.colors,
    others: { lineHeight: spec.lineHeight ?? 1.65, blockSpacing: spec.blockSpacing ?? 24, cornerRadius: spec.cornerRadius ?? 6, headingCase: spec.uppercase ? "uppercase" : "none" },
    uploadedFonts: [],
    customCSS: null,
  };
}

/** Weddings: blush and sage, a high-contrast garamond over a geometric sans. */
export const blushAndSage = style({
  name: "Blush & Sage",
  display: "Cormorant Garamond",
  displayWeight: 400,
  text: "Jost",
  textWeight: 300,
  heading: "#5b4a43",
  body: "#4a403b",
  sizes: [56, 36, 25, 16, 17],
  colors: { docBackgroundColor: "#fdf9f6", docBackgroundColor2: "#f4e7e1", accent1: "#b97a6b", accent2: "#8c9a78", accent3: "#d9b9a8" },
  cornerRadius: 4,
});

/** Venue: deep navy and brass, art-deco capitals. */
export const navyAndBrass = style({
  name: "Navy & Brass",
  display: "Cinzel",
  displayWeight: 500,
  text: "Montserrat",
  textWeight: 400,
  heading: "#14233a",
  body: "#2e3a4b",
  sizes: [50, 30, 21, 15, 15],
  colors: { docBackgroundColor: "#fbf9f4", docBackgroundColor2: "#ece6d8", accent1: "#14233a", accent2: "#b08d4f", accent3: "#6d7f99" },
  lineHeight: 1.7,
  cornerRadius: 0,
});

/** DMC: terracotta, sand and Aegean teal. */
export const terracotta = style({
  name: "Terracotta Journey",
  display: "Playfair Display",
  displayWeight: 600,
  text: "Work Sans",
  heading: "#7a3b24",
  body: "#3d2f28",
  sizes: [54, 32, 23, 16, 16],
  colors: { docBackgroundColor: "#fcf7f1", docBackgroundColor2: "#f3e3d3", accent1: "#b8603d", accent2: "#2f6f7e", accent3: "#d7a04b" },
  cornerRadius: 8,
});

/** Photography: monochrome, a fashion-magazine didone over a clean grotesque. */
export const monochrome = style({
  name: "Monochrome Studio",
  display: "Bodoni Moda",
  displayWeight: 500,
  text: "Inter",
  textWeight: 400,
  heading: "#111111",
  body: "#2b2b2b",
  sizes: [58, 34, 22, 13, 15],
  colors: { docBackgroundColor: "#ffffff", docBackgroundColor2: "#f1f1f1", accent1: "#111111", accent2: "#8a8a8a", accent3: "#d4d4d4" },
  lineHeight: 1.7,
  blockSpacing: 28,
  cornerRadius: 0,
});

/** Fine catering: olive, linen and a warm book face. */
export const oliveAndLinen = style({
  name: "Olive & Linen",
  display: "Lora",
  displayWeight: 500,
  text: "Raleway",
  heading: "#3f4a26",
  body: "#3b3a33",
  sizes: [52, 32, 23, 16, 16],
  colors: { docBackgroundColor: "#fbf9f3", docBackgroundColor2: "#efeadb", accent1: "#5f6a3c", accent2: "#b38b4d", accent3: "#7d2d38" },
  cornerRadius: 6,
});

/** Flowers: dusty rose and eucalyptus, an airy display face. */
export const dustyRose = style({
  name: "Dusty Rose",
  display: "Italiana",
  displayWeight: 400,
  text: "Nunito Sans",
  textWeight: 400,
  heading: "#7b4654",
  body: "#4a3d42",
  sizes: [58, 36, 24, 15, 16],
  colors: { docBackgroundColor: "#fdf8f7", docBackgroundColor2: "#f4e4e3", accent1: "#b5737c", accent2: "#7f9a8c", accent3: "#c9b3c8" },
  cornerRadius: 12,
});

/** Cakes: buttercream, pistachio and raspberry. */
export const buttercream = style({
  name: "Buttercream",
  display: "DM Serif Display",
  displayWeight: 400,
  text: "Poppins",
  textWeight: 400,
  h4Weight: 400,
  heading: "#6b3a3f",
  body: "#463b38",
  sizes: [52, 32, 22, 15, 15],
  colors: { docBackgroundColor: "#fffaf4", docBackgroundColor2: "#f5ebdf", accent1: "#c7485a", accent2: "#9fb57f", accent3: "#f3d88e" },
  cornerRadius: 14,
});

/** The invitation: ivory, champagne gold and sage, a script for the names. */
export const ivoryAndGold = style({
  name: "Ivory & Gold",
  display: "Great Vibes",
  displayWeight: 400,
  text: "Cormorant Garamond",
  textWeight: 400,
  h4Display: false,
  h4Weight: 400,
  heading: "#5f6b57",
  body: "#3f3d36",
  sizes: [72, 44, 32, 16, 19],
  colors: { docBackgroundColor: "#fffdf8", docBackgroundColor2: "#f3eee2", accent1: "#a8864a", accent2: "#5f6b57", accent3: "#e4d3ad" },
  lineHeight: 1.6,
  blockSpacing: 26,
  cornerRadius: 2,
});

/** Corporate events: slate and teal, a modern grotesque throughout. */
export const slateAndTeal = style({
  name: "Slate & Teal",
  display: "Manrope",
  displayWeight: 700,
  text: "Manrope",
  textWeight: 400,
  h4Display: true,
  heading: "#10202a",
  body: "#2f3d45",
  sizes: [48, 28, 20, 15, 15],
  colors: { docBackgroundColor: "#ffffff", docBackgroundColor2: "#eef3f2", accent1: "#1f8a80", accent2: "#f2a93b", accent3: "#1d3440" },
  lineHeight: 1.6,
  blockSpacing: 22,
  cornerRadius: 10,
});

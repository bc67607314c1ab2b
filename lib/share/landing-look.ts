import { contrastRatio, readableTextOn, toHex } from "@/lib/doc-styles/contrast";
import { DEFAULT_DOC_STYLE, readDocStyle } from "@/lib/doc-styles/defaults";
import { fontFamilyList, googleFontHref } from "@/lib/doc-styles/fonts";
import type { DocStyleData, DocStyleFont } from "@/lib/doc-styles/schema";
import type { LandingLook } from "./render/types";

// The landing page and the PIN step wear the document's style (its faces and colours), so the first
// thing a client sees already looks like the planner's work. Only the style's look is taken (never
// its custom CSS, which is written for the document's blocks), as CSS custom properties on the page:
//   --lp-bg, --lp-bg2            the document's two backgrounds (the card, the page around it)
//   --lp-text, --lp-heading      text and title colours, replaced by black or white when the style's
//                                own colour would not be readable on --lp-bg (WCAG AA)
//   --lp-accent, --lp-on-accent  the call to action; --lp-accent2 a decorative rule
//   --lp-heading-font, --lp-text-font, --lp-heading-weight, --lp-heading-case, --lp-radius
// Every value comes from the validated style (colours normalised to hex, families of letters, digits,
// spaces and hyphens), so nothing here can break out of a style attribute.

const TEXT_CONTRAST = 4.5;
/** Titles are large text (24 px and up): WCAG AA asks 3:1. */
const TITLE_CONTRAST = 3;

/** The colour when it reads on `background` at `ratio`, else black or white. */
function readable(color: string, background: string, ratio: number): string {
  return contrastRatio(color, background) >= ratio ? toHex(color) : readableTextOn(background);
}

const isGoogle = (font: DocStyleFont) => font.source === "google";

function uploadedFaces(style: DocStyleData, fileUrl: (miscFileId: string) => string): string {
  const faces = new Map<string, string>();
  const add = (family: string, miscFileId: string, weight: number, fontStyle: string) =>
    faces.set(`${family}|${weight}|${fontStyle}`, `@font-face{font-family:"${family}";src:url("${fileUrl(miscFileId)}");font-weight:${weight};font-style:${fontStyle};font-display:swap}`);
  for (const font of style.uploadedFonts) add(font.family, font.miscFileId, font.weight, font.style);
  for (const font of [style.fonts.h1, style.fonts.text]) if (font.source === "uploaded" && font.miscFileId) add(font.family, font.miscFileId, font.weight, "normal");
  return [...faces.values()].join("\n");
}

/**
 * The landing page's look from a document's frozen style (the Classic style when it has none).
 * `fileUrl` serves uploaded font files; null where the visitor may not load them yet (a PIN share
 * before its PIN: the page then falls back to the face's generic family).
 */
export function landingLook(styleData: unknown, fileUrl: ((miscFileId: string) => string) | null): LandingLook {
  const style = readDocStyle(styleData) ?? DEFAULT_DOC_STYLE;
  const { colors, fonts, others } = style;
  const bg = toHex(colors.docBackgroundColor);
  const vars: Record<string, string> = {
    "--lp-bg": bg,
    "--lp-bg2": toHex(colors.docBackgroundColor2),
    "--lp-text": readable(fonts.text.color, bg, TEXT_CONTRAST),
    "--lp-heading": readable(fonts.h2.color, bg, TITLE_CONTRAST),
    "--lp-accent": toHex(colors.accent1),
    "--lp-on-accent": readableTextOn(colors.accent1),
    "--lp-accent2": toHex(colors.accent2),
    "--lp-heading-font": fontFamilyList(fonts.h1.family),
    "--lp-heading-weight": String(fonts.h1.weight),
    "--lp-heading-case": others.headingCase === "uppercase" ? "uppercase" : "none",
    "--lp-text-font": fontFamilyList(fonts.text.family),
    "--lp-radius": `${Math.min(others.cornerRadius, 24)}px`,
  };
  const googleFamilies = new Set([fonts.h1, fonts.text].filter(isGoogle).map((font) => font.family));
  return {
    vars,
    fontHrefs: [...googleFamilies].map(googleFontHref),
    fontFaces: fileUrl ? uploadedFaces(style, fileUrl) : "",
    brandColor: toHex(colors.accent1),
  };
}

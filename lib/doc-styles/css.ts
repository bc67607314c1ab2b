import { documentCssSelector, scopeCustomCss } from "@/lib/documents/css-scope";
import { readableTextOn } from "./contrast";
import { fontFamilyList, googleFontHref } from "./fonts";
import { readDocStyle } from "./defaults";
import { COLOR_KEYS, FONT_KEYS, type DocStyleData, type DocStyleFont } from "./schema";

// Turns a doc style into CSS for one rendered document: the editor's page, the presentation, the
// share view and the design previews all call docStyleCss with the document's scope selector
// (`[data-doc-css="<id>"]`), so one style never reaches another document or the app around it.
//
// Block views take part through a few hooks, so this file is the only one that knows the style:
//   - CSS variables on the scope (--doc-bg, --doc-bg2, --doc-accent1..3, --doc-on-<colour> for text on
//     that colour, --doc-heading, --doc-link, --doc-block-gap, --doc-radius), read by views as
//     `var(--doc-accent1, <their own default>)`;
//   - the page surface carries `data-doc-page` (background and text colour): an element inside the
//     scope, or the scope element itself;
//   - headings carry `doc-h1` .. `doc-h4` (the cover's title is h1; heading levels 1-3 are h2-h4).
// Heading sizes are written in em of the text size, so a block's own text size (80% to 450%) still
// scales them. Every value comes from the validated style (families, colours and ids match strict
// patterns), and custom CSS goes through scopeCustomCss, so the output never contains "<".

/** Is this font loaded from Google's stylesheet service by the reader's browser. */
const isGoogle = (font: DocStyleFont) => font.source === "google";

function fontRules(font: DocStyleFont, base: DocStyleFont, withSize: boolean, withColor: boolean): string[] {
  const rules = [`font-family:${fontFamilyList(font.family)}`, `font-weight:${font.weight}`];
  if (withSize) rules.push(`font-size:${round(font.size / base.size)}em`);
  if (withColor) rules.push(`color:${font.color}`);
  return rules;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

function fontFaces(style: DocStyleData, fileUrl: (miscFileId: string) => string): string[] {
  const faces = new Map<string, string>();
  for (const font of style.uploadedFonts) {
    faces.set(`${font.family}|${font.weight}|${font.style}`, face(font.family, font.miscFileId, font.weight, font.style, fileUrl));
  }
  for (const key of FONT_KEYS) {
    const font = style.fonts[key];
    if (font.source !== "uploaded" || !font.miscFileId) continue;
    const id = `${font.family}|${font.weight}|normal`;
    if (!faces.has(id)) faces.set(id, face(font.family, font.miscFileId, font.weight, "normal", fileUrl));
  }
  return [...faces.values()];
}

const face = (family: string, miscFileId: string, weight: number, fontStyle: string, fileUrl: (id: string) => string) =>
  `@font-face{font-family:"${family}";src:url("${fileUrl(miscFileId)}");font-weight:${weight};font-style:${fontStyle};font-display:swap}`;

/** The CSS of a style for the document under `scope`; "" when the value is no style (documents without one keep the built-in look). */
export function docStyleCss(styleData: unknown, scope: string, fileUrl: (miscFileId: string) => string): string {
  const style = readDocStyle(styleData);
  if (!style) return "";
  const { fonts, colors, others } = style;
  const text = fonts.text;
  const variables = [
    `--doc-bg:${colors.docBackgroundColor}`,
    `--doc-bg2:${colors.docBackgroundColor2}`,
    `--doc-on-bg2:${readableTextOn(colors.docBackgroundColor2)}`,
    ...COLOR_KEYS.filter((key) => key.startsWith("accent")).flatMap((key) => [`--doc-${key}:${colors[key]}`, `--doc-on-${key}:${readableTextOn(colors[key])}`]),
    `--doc-text:${text.color}`,
    `--doc-heading:${fonts.h2.color}`,
    `--doc-link:${colors.accent1}`,
    `--doc-block-gap:${others.blockSpacing}px`,
    `--doc-radius:${others.cornerRadius}px`,
    ...fontRules(text, text, false, true),
    `font-size:${text.size}px`,
    `line-height:${others.lineHeight}`,
  ];
  const headingCase = others.headingCase === "uppercase" ? ["text-transform:uppercase", "letter-spacing:0.04em"] : [];
  const rules = [
    ...fontFaces(style, fileUrl),
    `${scope}{${variables.join(";")}}`,
    `${scope}[data-doc-page],${scope} [data-doc-page]{background-color:${colors.docBackgroundColor};color:${text.color}}`,
    // The cover's title sits on its image or colour: it takes the face, never the colour or size.
    `${scope} .doc-h1{${[...fontRules(fonts.h1, text, false, false), ...headingCase].join(";")}}`,
    ...(["h2", "h3", "h4"] as const).map((key) => `${scope} .doc-${key}{${[...fontRules(fonts[key], text, true, true), ...headingCase].join(";")}}`),
  ];
  const custom = style.customCSS ? scopeCustomCss(style.customCSS, scope) : "";
  return rules.join("\n") + (custom ? `\n${custom}` : "");
}

/** The Google stylesheets a style needs, one per family (the reader's browser loads them). */
export function googleFontHrefs(styleData: unknown): string[] {
  const style = readDocStyle(styleData);
  if (!style) return [];
  const families = new Set(FONT_KEYS.map((key) => style.fonts[key]).filter(isGoogle).map((font) => font.family));
  return [...families].map(googleFontHref);
}


/**
 * A document's style ready for a page: its CSS under the document's scope and its Google font sheets.
 * `fileUrl` is where this page's reader loads an uploaded font file (the share's, the design's, or
 * a member's own address).
 */
export function documentStyle(documentId: string, styleData: unknown, fileUrl: (miscFileId: string) => string) {
  return { styleCss: docStyleCss(styleData, documentCssSelector(documentId), fileUrl), fontHrefs: googleFontHrefs(styleData) };
}

import { colord } from "colord";
import { contrastRatio, CONTRAST_THRESHOLD, WHITE } from "@/lib/doc-styles/contrast";
import { readDocStyle } from "@/lib/doc-styles/defaults";
import { genericFamily } from "@/lib/doc-styles/fonts";

// The look of a branded e-mail, taken from the shared document's style: its first accent colour for
// the button and small accents, its heading and text faces named first. E-mail loads no web fonts
// (most clients refuse them), so every face falls back to a stack every reader has; a script face
// falls back to a serif, never to the reader's cursive (Comic Sans on Windows).

export interface MailTheme {
  /** The button's colour: white text on it reaches the WCAG AA ratio (4.5). */
  accent: string;
  headingFont: string;
  textFont: string;
}

/** Our own plum, for documents without a style (the account e-mails' colour). */
export const DEFAULT_ACCENT = "#4a2545";
/** A warm near-black, when a brand colour cannot be darkened enough to carry white text. */
export const DARK_ACCENT = "#2b2622";

const SERIF_STACK = "Georgia, 'Times New Roman', Times, serif";
const SANS_STACK = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Helvetica, Arial, sans-serif";

/** A CSS font stack for e-mail: the named face first (used when the reader has it), then safe fallbacks. */
export function mailFontStack(family: string | null, fallback: "serif" | "sans-serif"): string {
  const generic = family ? genericFamily(family) : fallback;
  const stack = generic === "sans-serif" || generic === "monospace" ? SANS_STACK : SERIF_STACK;
  // Families match FONT_FAMILY_PATTERN (letters, digits, spaces, - and _): safe inside quotes.
  if (!family || family === "system-ui") return stack;
  return `'${family}', ${stack}`;
}

/**
 * The brand colour made readable under white text: kept when it already is, else darkened step by
 * step (keeping its hue, so the button still reads as the brand), else a dark neutral.
 */
export function readableAccent(color: string | null | undefined): string {
  const parsed = color ? colord(color) : null;
  if (!parsed?.isValid() || parsed.alpha() < 1) return DEFAULT_ACCENT;
  for (let step = 0; step <= 10; step++) {
    const candidate = parsed.darken(step * 0.05).toHex();
    if (contrastRatio(candidate, WHITE) >= CONTRAST_THRESHOLD) return candidate;
  }
  return DARK_ACCENT;
}

/** The theme of a document's style (its own copy, styleData); our defaults without one. */
export function mailTheme(styleData: unknown): MailTheme {
  const style = readDocStyle(styleData);
  if (!style) return { accent: DEFAULT_ACCENT, headingFont: mailFontStack(null, "serif"), textFont: mailFontStack(null, "sans-serif") };
  return {
    accent: readableAccent(style.colors.accent1),
    headingFont: mailFontStack(style.fonts.h1.family, "serif"),
    textFont: mailFontStack(style.fonts.text.family, "sans-serif"),
  };
}

import { colord, extend } from "colord";
import a11yPlugin from "colord/plugins/a11y";
import namesPlugin from "colord/plugins/names";

extend([namesPlugin, a11yPlugin]);

// Text on a coloured background is black or white (accounts spec §9: "Contrast threshold 4.5 decides
// black or white text on a color"): white when it reaches the WCAG AA ratio of 4.5 against the colour,
// black otherwise. Mid-tones where white falls just short read better in black (#777: 4.48 vs 4.69).

export const CONTRAST_THRESHOLD = 4.5;
export const BLACK = "#000000";
export const WHITE = "#ffffff";

/** Is this a colour a browser reads: #hex, rgb(a), hsl(a) or a CSS colour name. */
export const isCssColor = (value: string): boolean => colord(value).isValid();

/** The colour as #rrggbb (or #rrggbbaa with transparency); the input when it is not a colour. */
export function toHex(value: string): string {
  const parsed = colord(value);
  return parsed.isValid() ? parsed.toHex() : value;
}

/** WCAG contrast ratio between two colours (1 to 21). */
export const contrastRatio = (a: string, b: string): number => colord(a).contrast(b);

/** Black or white, whichever the threshold picks for text on `background`. */
export function readableTextOn(background: string): typeof BLACK | typeof WHITE {
  const parsed = colord(background);
  if (!parsed.isValid()) return BLACK;
  return parsed.contrast(WHITE) >= CONTRAST_THRESHOLD ? WHITE : BLACK;
}

import { NUMBERING_STYLES, numberLabel, type NumberingStyle } from "@/lib/blocks/numbering";

// Previews of the heading numbering styles: the first heading of each of the 4 levels, as
// lib/blocks/numbering.ts labels them in the document.

/** The message key naming each style (style values hold dots and braces, which keys cannot). */
export const NUMBERING_STYLE_KEYS: Record<NumberingStyle, "off" | "outline" | "decimal" | "roman" | "letters"> = {
  off: "off",
  "{ip}": "outline",
  "1.a)i)1.": "decimal",
  "I)A)1.a)": "roman",
  "A)": "letters",
};

export const isNumberingStyle = (value: string): value is NumberingStyle => (NUMBERING_STYLES as readonly string[]).includes(value);

/** The labels of levels 1 to 4 for a path through the tree, e.g. ["1.", "a)", "i)", "1."]. */
export function numberingLevels(style: NumberingStyle, path: readonly number[] = [1, 1, 1, 1]): string[] {
  return path.map((_, depth) => numberLabel(style, path.slice(0, depth + 1)) ?? "").filter(Boolean);
}

/** One line for a select option: "1. / a) / i) / 1." (empty for "off"). */
export const numberingExample = (style: NumberingStyle) => numberingLevels(style).join(" / ");

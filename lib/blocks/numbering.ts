// Heading numbering (workspace spec §9): Off, {ip}, 1.a)i)1., I)A)1.a), A); up to 4 nested levels.
// A heading's level is its depth in the block tree (a top-level heading is level 1), so nesting a
// heading under another makes it a sub-point.

export const NUMBERING_STYLES = ["off", "{ip}", "1.a)i)1.", "I)A)1.a)", "A)"] as const;
export type NumberingStyle = (typeof NUMBERING_STYLES)[number];

const roman = (n: number) => {
  const table: [number, string][] = [[1000, "M"], [900, "CM"], [500, "D"], [400, "CD"], [100, "C"], [90, "XC"], [50, "L"], [40, "XL"], [10, "X"], [9, "IX"], [5, "V"], [4, "IV"], [1, "I"]];
  let rest = n;
  let out = "";
  for (const [value, letters] of table) {
    while (rest >= value) {
      out += letters;
      rest -= value;
    }
  }
  return out;
};
const letter = (n: number) => {
  let rest = n;
  let out = "";
  while (rest > 0) {
    const digit = (rest - 1) % 26;
    out = String.fromCharCode(65 + digit) + out;
    rest = Math.floor((rest - 1) / 26);
  }
  return out;
};

type Format = (n: number) => string;
const decimalDot: Format = (n) => `${n}.`;
const lowerParen: Format = (n) => `${letter(n).toLowerCase()})`;
const romanLowerParen: Format = (n) => `${roman(n).toLowerCase()})`;
const romanParen: Format = (n) => `${roman(n)})`;
const upperParen: Format = (n) => `${letter(n)})`;

const LEVEL_FORMATS: Record<Exclude<NumberingStyle, "off" | "{ip}">, Format[]> = {
  "1.a)i)1.": [decimalDot, lowerParen, romanLowerParen, decimalDot],
  "I)A)1.a)": [romanParen, upperParen, decimalDot, lowerParen],
  "A)": [upperParen, upperParen, upperParen, upperParen],
};

/** The label of one heading from its position path ([2, 1] = second top-level, its first sub-heading). */
export function numberLabel(style: NumberingStyle, path: number[]): string | null {
  if (style === "off" || !path.length) return null;
  const depth = Math.min(path.length, 4);
  if (style === "{ip}") return `${path.slice(0, depth).join(".")}.`;
  return LEVEL_FORMATS[style][depth - 1](path[depth - 1]);
}

export interface NumberedNode {
  id: string;
  segmentType: string;
  children: NumberedNode[];
}

/**
 * Labels for every heading of a block tree. Counting runs over headings only: a heading's path is
 * its position among the headings of its ancestors' levels (other blocks in between do not count).
 */
export function numberHeadings(style: string, roots: NumberedNode[]): Map<string, string> {
  const labels = new Map<string, string>();
  if (!(NUMBERING_STYLES as readonly string[]).includes(style) || style === "off") return labels;
  const walk = (nodes: NumberedNode[], prefix: number[]) => {
    let count = 0;
    for (const node of nodes) {
      if (node.segmentType === "heading") {
        count += 1;
        const path = [...prefix, count];
        const label = numberLabel(style as NumberingStyle, path);
        if (label) labels.set(node.id, label);
        walk(node.children, path); // deeper than 4 levels is refused by the server; numberLabel caps it anyway
      } else {
        walk(node.children, prefix);
      }
    }
  };
  walk(roots, []);
  return labels;
}

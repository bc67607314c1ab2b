// Block content as plain text for the read-only document page. Paragraph HTML is never injected:
// it becomes lines of text (React escapes them), list items stay list items.

export interface TextLine {
  kind: "paragraph" | "item";
  text: string;
}

const ITEM_MARK = "\u0000item\u0000";

const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0", ndash: "–", mdash: "—", hellip: "…", rsquo: "’", lsquo: "‘", rdquo: "”", ldquo: "“", euro: "€" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === "#") {
      const point = code[1].toLowerCase() === "x" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : whole;
    }
    return NAMED_ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/** Lines of text from an HTML fragment: block elements and <br> break lines, <li> starts a list item. */
export function htmlToLines(html: string): TextLine[] {
  const text = html
    .replace(/<(script|style|template)[\s\S]*?<\/\1\s*>/gi, "")
    .replace(/<li\b[^>]*>/gi, `\n${ITEM_MARK}`)
    .replace(/<br\s*\/?>|<\/(p|div|h[1-6]|li|ul|ol|blockquote|tr|section|article)\s*>/gi, "\n")
    .replace(/<[^>]*>/g, "");
  return decodeEntities(text)
    .split("\n")
    .map((line) => {
      const item = line.includes(ITEM_MARK);
      return { kind: item ? ("item" as const) : ("paragraph" as const), text: line.replaceAll(ITEM_MARK, "").replace(/\s+/g, " ").trim() };
    })
    .filter((line) => line.text);
}

/** A block's text content, if it has any (most types hold text or HTML; some hold JSON). */
export function blockText(content: unknown): string | null {
  if (typeof content !== "string") return null;
  return content.trim() ? content : null;
}

/** "pricing-table" or "imageAndText" read as "Pricing table", "Image and text". */
export function humanizeType(type: string): string {
  const words = type
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .trim()
    .toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : type;
}

// Block content as plain text (the editor's outline and saved-block previews). Paragraph HTML is never injected:
// it becomes lines of text (React escapes them), list items stay list items.

export interface TextLine {
  kind: "paragraph" | "item";
  text: string;
}

/**
 * Characters of one block that are read. Blocks hold paragraphs of text, far below this; anything
 * longer is cut here, so a huge block cannot hold up the page.
 */
export const BLOCK_TEXT_MAX = 100_000;

/** Elements whose content is never text: skipped up to their closing tag (or to the end). */
const SKIPPED_ELEMENTS = new Set(["script", "style", "template"]);
/** Closing tags that end a line (with <br>; <li> starts a list item). */
const LINE_ENDING_ELEMENTS = new Set(["p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "li", "ul", "ol", "blockquote", "tr", "section", "article"]);

const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0", ndash: "–", mdash: "—", hellip: "…", rsquo: "’", lsquo: "‘", rdquo: "”", ldquo: "“", euro: "€" };

/** Every quantifier is bounded, so each `&` costs a few steps at most: linear in the text. */
const ENTITY = /&(#x[0-9a-f]{1,32}|#\d{1,32}|[a-z]{1,32});/gi;

function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(ENTITY, (whole, code: string) => {
    if (code[0] === "#") {
      const point = code[1].toLowerCase() === "x" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : whole;
    }
    return NAMED_ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/** What may follow `<` to open a tag, as in HTML: a letter, `/`, `!` or `?`. Anything else is text ("a < b"). */
function opensTag(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || code === 47 || code === 33 || code === 63;
}

const isNameChar = (code: number) => (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code === 45;
const isSpace = (code: number) => code === 32 || code === 9 || code === 10 || code === 12 || code === 13;

/** At most BLOCK_TEXT_MAX characters, never ending in half a surrogate pair. */
function capped(html: string): string {
  if (html.length <= BLOCK_TEXT_MAX) return html;
  const end = BLOCK_TEXT_MAX;
  const last = html.charCodeAt(end - 1);
  return html.slice(0, last >= 0xd800 && last <= 0xdbff ? end - 1 : end);
}

/**
 * Lines of text from an HTML fragment: block elements and <br> break lines, <li> starts a list item,
 * script, style and template content is dropped, other tags are removed and the common entities
 * decoded. One pass over the text (every search moves forward only), so no input can make it slow;
 * input past BLOCK_TEXT_MAX characters is not read.
 */
export function htmlToLines(html: string): TextLine[] {
  const input = capped(html);
  // Lower-cased ASCII only, so every index still matches the input.
  const lower = input.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
  const end = input.length;
  const lines: TextLine[] = [];
  let line = "";
  let item = false;

  const breakLine = () => {
    const text = line.replace(/\s+/g, " ").trim();
    if (text) lines.push({ kind: item ? "item" : "paragraph", text });
    line = "";
    item = false;
  };
  /** Text between tags: entities decoded, its own line breaks kept. */
  const addText = (raw: string) => {
    if (!raw) return;
    const parts = decodeEntities(raw).split("\n");
    parts.forEach((part, index) => {
      if (index > 0) breakLine();
      line += part;
    });
  };
  /** Where the content of a skipped element ends: after its closing tag, or at the end of the input. */
  const skipContent = (name: string, from: number) => {
    let at = from;
    for (;;) {
      const close = lower.indexOf(`</${name}`, at);
      if (close < 0) return end;
      let after = close + 2 + name.length;
      while (after < end && isSpace(lower.charCodeAt(after))) after++;
      if (lower.charCodeAt(after) === 62 /* > */) return after + 1;
      at = after;
    }
  };

  /** Start of the text not yet added; `search` runs ahead of it past a `<` that opens no tag. */
  let at = 0;
  let search = 0;
  while (search < end) {
    const open = input.indexOf("<", search);
    if (open < 0) break;
    if (!opensTag(input.charCodeAt(open + 1))) {
      search = open + 1;
      continue;
    }
    if (input.startsWith("<!--", open)) {
      addText(input.slice(at, open));
      const close = input.indexOf("-->", open + 4);
      at = search = close < 0 ? end : close + 3;
      continue;
    }
    const close = input.indexOf(">", open + 1);
    // No `>` anywhere after: nothing further can be a tag, the rest is text.
    if (close < 0) break;
    addText(input.slice(at, open));
    at = search = close + 1;
    const closing = input.charCodeAt(open + 1) === 47; /* / */
    let nameEnd = open + (closing ? 2 : 1);
    while (nameEnd < close && isNameChar(lower.charCodeAt(nameEnd))) nameEnd++;
    const name = lower.slice(open + (closing ? 2 : 1), nameEnd);
    if (closing) {
      if (LINE_ENDING_ELEMENTS.has(name)) breakLine();
    } else if (SKIPPED_ELEMENTS.has(name)) {
      at = search = skipContent(name, at);
    } else if (name === "br") {
      breakLine();
    } else if (name === "li") {
      breakLine();
      item = true;
    }
  }
  addText(input.slice(at));
  breakLine();
  return lines;
}

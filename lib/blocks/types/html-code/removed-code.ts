import sanitizeHtml from "sanitize-html";
import { sanitizeHtmlCode } from "../../sanitize";

// Tells the author when the sanitizer took something out of their code. Comparing strings would
// cry wolf: the sanitizer also rewrites harmless things (entities, <br> into <br />, the target and
// rel it adds to links). So both sides are read as a list of elements, attributes and inline-style
// properties, and only something missing afterwards counts as removed.

type Tokens = Map<string, number>;

function markupTokens(html: string): Tokens {
  const tokens: Tokens = new Map();
  const add = (token: string) => tokens.set(token, (tokens.get(token) ?? 0) + 1);
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    onOpenTag: (tag, attribs) => {
      add(tag);
      for (const [name, value] of Object.entries(attribs)) {
        if (name !== "style") add(`${tag}[${name}]`);
        else for (const declaration of value.split(";")) {
          const property = declaration.split(":")[0]?.trim().toLowerCase();
          if (property) add(`${tag}[style:${property}]`);
        }
      }
    },
  });
  return tokens;
}

/** True when sanitizing `raw` dropped an element, an attribute or a style property. */
export function wasCodeRemoved(raw: string, sanitized: string = sanitizeHtmlCode(raw)): boolean {
  const after = markupTokens(sanitized);
  for (const [token, count] of markupTokens(raw)) {
    if ((after.get(token) ?? 0) < count) return true;
  }
  return false;
}

// Conditional GETs (RFC 9110 §13.1.2, If-None-Match): pure, so it is tested on its own and safe anywhere.
//
//   If-None-Match = "*" / #entity-tag        entity-tag = [ "W/" ] opaque-tag
//   opaque-tag    = DQUOTE *etagc DQUOTE     etagc      = %x21 / %x23-7E / obs-text
//
// A GET whose If-None-Match matches the current entity tag is answered 304 Not Modified. The
// comparison is the weak one (W/ ignored on either side), as the RFC requires for If-None-Match.
// A field that does not parse is ignored (the full answer is always safe), never half-read.

const isTagChar = (code: number) => code === 0x21 || (code >= 0x23 && code <= 0x7e) || (code >= 0x80 && code <= 0xff);
const isSpace = (code: number) => code === 0x20 || code === 0x09;

/** The opaque tags (quotes included, W/ dropped) of an If-None-Match list, "*" alone, or null when the field is malformed. */
export function parseIfNoneMatch(field: string): string[] | "*" | null {
  const value = field.trim();
  if (value === "*") return "*";
  const tags: string[] = [];
  let i = 0;
  // The list syntax allows empty elements (", ,"): commas and spaces between tags are skipped.
  for (;;) {
    while (i < value.length && (isSpace(value.charCodeAt(i)) || value[i] === ",")) i++;
    if (i >= value.length) break;
    if (value.startsWith("W/", i)) i += 2;
    if (value[i] !== '"') return null;
    const start = i++;
    while (i < value.length && value[i] !== '"') {
      if (!isTagChar(value.charCodeAt(i))) return null;
      i++;
    }
    if (i >= value.length) return null;
    tags.push(value.slice(start, ++i));
    while (i < value.length && isSpace(value.charCodeAt(i))) i++;
    if (i < value.length && value[i] !== ",") return null;
  }
  return tags.length ? tags : null;
}

/** The opaque tag of an entity tag (`W/"x"` → `"x"`). */
const opaqueTag = (etag: string) => (etag.startsWith("W/") ? etag.slice(2) : etag);

/** Whether a GET with this If-None-Match field (null: none sent) may be answered 304 for the current `etag`. */
export function ifNoneMatchMatches(field: string | null, etag: string): boolean {
  if (field === null) return false;
  const tags = parseIfNoneMatch(field);
  if (tags === "*") return true; // the resource has a current representation (the caller's `etag`)
  const current = opaqueTag(etag);
  return tags !== null && tags.includes(current);
}

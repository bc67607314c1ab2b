import sanitizeHtml from "sanitize-html";

// HTML from users (rich text of paragraphs, the html code block) is cleaned on the server before it
// is stored and again by the renderers, with an allow-list: anything not listed (script, style,
// iframe, event handlers, javascript: and data: URLs, CSS url() and expressions) is dropped. The
// same functions run in the browser, so the editor preview shows exactly what a client will see.

const LINK_SCHEMES = ["http", "https", "mailto", "tel"];

/** A safe CSS value for the few inline styles we keep: no url(), expressions, escapes or markup. */
const plainCssValue = /^(?!.*(url|expression|image-set|var)\s*\()(?!.*[\\<>"';{}])[#(),.%\w\s-]+$/i;
const styleValues = (properties: string[]) => Object.fromEntries(properties.map((property) => [property, [plainCssValue]]));

/**
 * Elements whose content is dropped with them: raw-text and foreign elements, where browsers and the
 * parser here may disagree on what the text is (the usual mutation-XSS material).
 */
const NON_TEXT_TAGS = [
  "script", "style", "textarea", "option", "select", "xmp", "noscript", "noembed", "noframes", "iframe",
  "plaintext", "title", "template", "object", "svg", "math",
];

/** Image addresses the html block may use: http(s), or our media (plain path segments, so no `..`). */
const isImageSrc = (src: string | undefined) => !!src && (/^https?:\/\/[^\s]+$/i.test(src) || /^\/api\/media(\/[a-z0-9_-]+)+$/i.test(src));

/** Drops images left without a usable address (`<img src=x>` would request a relative page of the app). */
const dropImagesWithoutSource = (frame: sanitizeHtml.IFrame) => frame.tag === "img" && !isImageSrc(frame.attribs.src);

const linkTransform = (tagName: string, attribs: sanitizeHtml.Attributes) => ({
  tagName,
  // Links always open outside the document and never hand it a window.opener.
  attribs: { ...attribs, ...(attribs.href ? { target: "_blank", rel: "noopener noreferrer nofollow" } : {}) },
});

const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "s", "a", "ul", "ol", "li", "span"],
  allowedAttributes: { a: ["href", "target", "rel"], p: ["style"], li: ["style"], span: ["style"] },
  allowedStyles: { "*": styleValues(["text-align"]) },
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  transformTags: { a: linkTransform },
  disallowedTagsMode: "discard",
  nonTextTags: NON_TEXT_TAGS,
};

const HTML_CODE: sanitizeHtml.IOptions = {
  allowedTags: [
    ...RICH_TEXT.allowedTags as string[],
    "h1", "h2", "h3", "h4", "h5", "h6", "div", "section", "article", "blockquote", "hr", "img", "figure", "figcaption",
    "table", "thead", "tbody", "tfoot", "tr", "th", "td", "caption", "small", "sup", "sub", "code", "pre", "dl", "dt", "dd",
  ],
  allowedAttributes: {
    "*": ["style", "class", "title", "lang", "dir"],
    a: ["href", "target", "rel"],
    img: ["src", "alt", "width", "height"],
    td: ["colspan", "rowspan"],
    th: ["colspan", "rowspan", "scope"],
  },
  allowedStyles: {
    "*": styleValues([
      "color", "background-color", "text-align", "font-size", "font-weight", "font-style", "text-decoration", "line-height",
      "margin", "margin-top", "margin-bottom", "margin-left", "margin-right",
      "padding", "padding-top", "padding-bottom", "padding-left", "padding-right",
      "border", "border-radius", "width", "max-width", "height", "display", "vertical-align",
    ]),
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  transformTags: { a: linkTransform },
  disallowedTagsMode: "discard",
  nonTextTags: NON_TEXT_TAGS,
  exclusiveFilter: dropImagesWithoutSource,
};

// Renderers sanitize again on every render; the editor re-renders blocks often, so results are
// kept for the last strings seen (sanitizing is deterministic; the cache is bounded).
const CACHE_SIZE = 500;
const richTextCache = new Map<string, string>();
const htmlCodeCache = new Map<string, string>();
function cached(cache: Map<string, string>, html: string, options: sanitizeHtml.IOptions): string {
  const hit = cache.get(html);
  if (hit !== undefined) return hit;
  const clean = sanitizeHtml(html, options);
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(html, clean);
  return clean;
}

/** Paragraph rich text: bold, italic, underline, strike, links, lists, alignment. */
export const sanitizeRichText = (html: string): string => cached(richTextCache, html, RICH_TEXT);

/** The html code block: layout and formatting markup and images, never script, style or frames. */
export const sanitizeHtmlCode = (html: string): string => cached(htmlCodeCache, html, HTML_CODE);

/** A link or image address a user typed: http(s), mailto or tel, else null. */
export function safeUrl(raw: string): string | null {
  const url = raw.trim();
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return LINK_SCHEMES.includes(parsed.protocol.replace(/:$/, "")) ? parsed.toString() : null;
  } catch {
    return null;
  }
}

import { describe, expect, it } from "vitest";
import { HTML_PAYLOADS } from "@/tests/e2e/xss-corpus";
import { safeUrl, sanitizeHtmlCode, sanitizeRichText } from "./sanitize";

const HTML_CODE_TAGS = new Set([
  "p", "br", "strong", "b", "em", "i", "u", "s", "a", "ul", "ol", "li", "span", "h1", "h2", "h3", "h4", "h5", "h6", "div",
  "section", "article", "blockquote", "hr", "img", "figure", "figcaption", "table", "thead", "tbody", "tfoot", "tr", "th",
  "td", "caption", "small", "sup", "sub", "code", "pre", "dl", "dt", "dd",
]);
const SAFE_ATTRIBUTES = new Set(["href", "src", "alt", "width", "height", "target", "rel", "style", "class", "title", "lang", "dir", "colspan", "rowspan", "scope"]);

/**
 * Everything in sanitized HTML that could run script or load something it should not. The sanitizer
 * writes normalized markup (lower-case tags, double-quoted and escaped attribute values), so a small
 * tag reader is enough; an unexpected shape is itself reported.
 */
function executableConstructs(html: string): string[] {
  const problems: string[] = [];
  const tag = /<(\/?)([a-z0-9]+)((?:\s+[a-z-]+(?:="[^"<]*")?)*)\s*\/?>/g;
  let rest = html;
  for (const match of html.matchAll(tag)) {
    rest = rest.replace(match[0], "");
    const [, closing, name, attributes] = match;
    if (!HTML_CODE_TAGS.has(name)) problems.push(`tag <${name}>`);
    if (closing) continue;
    for (const [, attribute, value = ""] of attributes.matchAll(/([a-z-]+)(?:="([^"]*)")?/g)) {
      if (!SAFE_ATTRIBUTES.has(attribute)) problems.push(`attribute ${attribute}`);
      const decoded = value.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">");
      if ((attribute === "href" || attribute === "src") && /^\s*[a-z][a-z0-9+.-]*:/i.test(decoded) && !/^(https?|mailto|tel):/i.test(decoded)) {
        problems.push(`${attribute}=${decoded}`);
      }
      if (attribute === "src" && !/^(https:\/\/|http:\/\/|\/api\/media\/)/i.test(decoded)) problems.push(`src=${decoded}`);
      if (attribute === "style" && /url|expression|behavio|binding|javascript|image-set|[\\<>]/i.test(decoded)) problems.push(`style=${decoded}`);
    }
  }
  // What is left is text: a "<" in it would open markup the reader above did not see.
  if (rest.includes("<")) problems.push(`unread markup: ${rest}`);
  return problems;
}

describe("sanitizers against the XSS corpus", () => {
  it.each(HTML_PAYLOADS.map((payload) => [payload]))("%s", (payload) => {
    for (const sanitize of [sanitizeRichText, sanitizeHtmlCode]) {
      const once = sanitize(payload);
      expect(executableConstructs(once), once).toEqual([]);
      // Stored HTML is sanitized again on render: the second pass must not change or revive anything.
      expect(sanitize(once)).toBe(once);
    }
  });

  it("finds what it looks for (the checker itself can fail)", () => {
    expect(executableConstructs('<img src="x" onerror="a">')).toEqual(["src=x", "attribute onerror"]);
    expect(executableConstructs('<a href="javascript:x">')).toEqual(["href=javascript:x"]);
    expect(executableConstructs("<svg></svg>")).toEqual(["tag <svg>", "tag <svg>"]);
  });
});

describe("sanitizeRichText", () => {
  it("keeps formatting, alignment and safe links, and opens links outside", () => {
    expect(sanitizeRichText('<p style="text-align: center; color: red"><strong>Hi</strong> <a href="https://example.com" target="_self">there</a></p>')).toBe(
      '<p style="text-align:center"><strong>Hi</strong> <a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">there</a></p>',
    );
  });

  it("drops the content of raw-text and foreign elements", () => {
    expect(sanitizeRichText("a<svg><text>b</text></svg><math><mi>c</mi></math><template>d</template><noembed>e</noembed>f")).toBe("af");
  });
});

describe("sanitizeHtmlCode", () => {
  it("keeps images from http(s) and our media only", () => {
    expect(sanitizeHtmlCode('<img src="https://cdn.example.com/a.png" alt="A">')).toBe('<img src="https://cdn.example.com/a.png" alt="A" />');
    expect(sanitizeHtmlCode('<img src="/api/media/download/ckabc" alt="B">')).toBe('<img src="/api/media/download/ckabc" alt="B" />');
    for (const src of ["x", "/api/logout", "/api/media/../logout", "//evil.example/a.png", "data:image/png;base64,AAAA", "javascript:alert(1)"]) {
      expect(sanitizeHtmlCode(`<p>t<img src="${src}"></p>`), src).toBe("<p>t</p>");
    }
  });

  it("keeps layout markup with plain inline styles, drops ids and data attributes", () => {
    expect(sanitizeHtmlCode('<div id="x" data-doc-css="y" class="box" style="color: red; width: 10px; position: fixed">t</div>')).toBe(
      '<div class="box" style="color:red;width:10px">t</div>',
    );
  });
});

describe("safeUrl", () => {
  it("answers http(s), mailto and tel addresses and null for anything else", () => {
    expect(safeUrl(" https://example.com/a ")).toBe("https://example.com/a");
    expect(safeUrl("mailto:a@example.com")).toBe("mailto:a@example.com");
    for (const url of ["javascript:alert(1)", " JAVASCRIPT:alert(1)", "java\tscript:alert(1)", "data:text/html,x", "/relative", ""]) {
      expect(safeUrl(url), url).toBeNull();
    }
  });
});

import { AppError } from "@/lib/http/errors";

// A document's custom CSS (workspace spec §3, accounts spec §7 set-custom-css) ends up in a <style>
// element of the editor and of every shared view, so it must not be able to leave that element, load
// other style sheets or run script. This refuses the known ways; the editor issue adds scoping of
// the selectors to the document.

/** Drops comments, resolves CSS escapes (`\69 mport`, `\@`) and lower-cases, so obfuscated forms are seen. */
export function normalizeCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?(\*\/|$)/g, "")
    .replace(/\\([0-9a-f]{1,6})[ \t\r\n\f]?/gi, (_, hex: string) => {
      const code = Number.parseInt(hex, 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "\ufffd";
    })
    .replace(/\\(\r\n|[\s\S])/g, (_, char: string) => (char === "\n" || char === "\r\n" || char === "\r" || char === "\f" ? "" : char))
    .replace(/\u0000/g, "\ufffd")
    .toLowerCase();
}

const FORBIDDEN: { what: string; pattern: RegExp }[] = [
  { what: "</style", pattern: /<\s*\/\s*style/ },
  { what: "<", pattern: /</ },
  { what: "@import", pattern: /@import/ },
  { what: "expression(", pattern: /expression\s*\(/ },
  { what: "javascript:", pattern: /javascript\s*:/ },
  { what: "vbscript:", pattern: /vbscript\s*:/ },
  { what: "behavior:", pattern: /behaviou?r\s*:/ },
  { what: "-moz-binding", pattern: /-moz-binding/ },
];

const SAFE_DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp|avif|bmp)[;,]/;

/** Is this url() target allowed: http(s), protocol-relative or relative addresses, and raster data images. */
export function isSafeCssUrl(raw: string): boolean {
  // Browsers ignore whitespace and control characters inside a scheme ("java\tscript:").
  const url = raw.trim().replace(/^['"]|['"]$/g, "").replace(/[\u0000-\u0020\u007f]/g, "");
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (!scheme) return true;
  if (scheme === "http" || scheme === "https") return true;
  return scheme === "data" && SAFE_DATA_IMAGE.test(url.toLowerCase());
}

/** The first thing that makes this CSS unsafe, or null when it is fine. */
export function findUnsafeCss(css: string): string | null {
  if (css.includes("<")) return css.toLowerCase().replace(/\s/g, "").includes("</style") ? "</style" : "<";
  const normalized = normalizeCss(css);
  for (const { what, pattern } of FORBIDDEN) if (pattern.test(normalized)) return what;
  // url( and its newer twin src( (image-set and friends take url() too): every target must be safe.
  const fn = /\b(url|src)\s*\(/g;
  for (let match = fn.exec(normalized); match; match = fn.exec(normalized)) {
    const start = match.index + match[0].length;
    const end = normalized.indexOf(")", start);
    const target = normalized.slice(start, end === -1 ? undefined : end);
    if (!isSafeCssUrl(target)) return `${match[1]}(`;
  }
  return null;
}

/** Refuses unsafe CSS with a 400 naming customCss; answers the CSS as given (null or empty clears it). */
export function requireSafeCss(css: string | null): string | null {
  if (css === null || !css.trim()) return null;
  const what = findUnsafeCss(css);
  if (what) throw new AppError("INVALID_INPUT", "customCssUnsafe", { what }, [{ path: "customCss", message: "validation.invalid" }]);
  return css;
}

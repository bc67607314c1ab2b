import { AppError } from "@/lib/http/errors";

// A document's custom CSS (workspace spec §3, accounts spec §7 set-custom-css) ends up in a <style>
// element of the editor and of every shared view, so it must not be able to leave that element, load
// other style sheets, fonts or images from other hosts (a shared document must not call a tracker) or
// run script. requireSafeCss refuses all that at storage with a message naming what it found;
// css-scope.ts rewrites the CSS again for every render (scoped to the document, unsafe parts dropped),
// so CSS stored before these rules, or imported, cannot do more.

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

/** Is this url() target harmless: http(s), protocol-relative or relative addresses, and raster data images. */
export function isSafeCssUrl(raw: string): boolean {
  // Browsers ignore whitespace and control characters inside a scheme ("java\tscript:").
  const url = raw.trim().replace(/^['"]|['"]$/g, "").replace(/[\u0000-\u0020\u007f]/g, "");
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (!scheme) return true;
  if (scheme === "http" || scheme === "https") return true;
  return scheme === "data" && SAFE_DATA_IMAGE.test(url.toLowerCase());
}

/**
 * Is this (decoded) url() target one a document may load: our own media (`/api/media/...`, plain path
 * segments only, so `..`, `%2e` or a query cannot reach another route) or a raster data image.
 */
export function isOwnCssUrl(target: string): boolean {
  const url = target.trim();
  if (/^\/api\/media(\/[a-z0-9_-]+)+$/i.test(url)) return true;
  return SAFE_DATA_IMAGE.test(url.toLowerCase()) && !/[\s"'()\\<>]/.test(url);
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

// ---- A small CSS tokenizer (CSS Syntax 3, the parts that matter here) --------------------------------

/** Functions whose string arguments are addresses the browser loads (besides url() and src()). */
const URL_STRING_FUNCTIONS = new Set(["image-set", "-webkit-image-set", "image", "cross-fade", "-webkit-cross-fade"]);
const IDENT_CHAR = /[a-z0-9_\-\u0080-\uffff]/i;
const HEX = /[0-9a-f]/i;

export interface CssScan {
  /**
   * In "part" mode (one selector, declaration value or at-rule prelude): true when the text is one
   * self-contained piece: brackets balanced, strings closed, no comment, `{`, `}`, `;`, `<` or control
   * character, and no escape outside strings that could spell a letter. Such a piece means the same to
   * postcss and to the browser, so serialized pieces cannot run into each other.
   */
  wellFormed: boolean;
  /** Every address the text would load: url() and src() targets, strings inside image-set() and friends (escapes decoded). */
  urls: string[];
}

/** Tokenizes CSS: "sheet" mode reads a whole style sheet (comments skipped), "part" mode checks one piece. */
export function scanCss(text: string, mode: "sheet" | "part"): CssScan {
  const part = mode === "part";
  const urls: string[] = [];
  const stack: { close: string; name: string }[] = [];
  let wellFormed = true;
  let i = 0;
  const fail = () => {
    wellFormed = false;
  };

  /** Reads an escape starting at the backslash; answers the character it stands for. */
  const escape = (): string => {
    const next = text[i + 1] ?? "";
    if (HEX.test(next)) {
      const hex = /^[0-9a-f]{1,6}/i.exec(text.slice(i + 1))![0];
      i += 1 + hex.length;
      if (/[ \t\n\r\f]/.test(text[i] ?? "")) i += text.slice(i, i + 2) === "\r\n" ? 2 : 1;
      const code = Number.parseInt(hex, 16);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : "\ufffd";
    }
    i += 2;
    return next;
  };

  const string = (quote: string): string => {
    let value = "";
    i += 1;
    while (i < text.length && text[i] !== quote) {
      if (text[i] === "\n" || text[i] === "\r" || text[i] === "\f") {
        fail();
        return value;
      }
      if (text[i] === "\\") {
        if (i + 1 >= text.length || /[\n\r\f]/.test(text[i + 1])) fail();
        value += escape();
      } else value += text[i++];
    }
    if (i >= text.length) fail();
    i += 1;
    return value;
  };

  const insideUrlStringFunction = () => stack.some((frame) => URL_STRING_FUNCTIONS.has(frame.name));

  while (i < text.length) {
    const char = text[i];
    if (char === "/" && text[i + 1] === "*") {
      if (part) fail();
      const end = text.indexOf("*/", i + 2);
      i = end === -1 ? text.length : end + 2;
    } else if (char === '"' || char === "'") {
      const value = string(char);
      const frame = stack.at(-1);
      if (frame && (frame.name === "url" || frame.name === "src" || insideUrlStringFunction())) urls.push(value);
    } else if (IDENT_CHAR.test(char) || (char === "\\" && /[^\n\r\f]/.test(text[i + 1] ?? "\n"))) {
      let name = "";
      while (i < text.length && (IDENT_CHAR.test(text[i]) || (text[i] === "\\" && /[^\n\r\f]/.test(text[i + 1] ?? "\n")))) {
        if (text[i] === "\\") {
          // Outside strings only escapes of punctuation (`.md\:flex`) are kept: an escaped letter could
          // spell url( or a keyword the browser reads and a check of the raw text would not.
          if (part && /[0-9a-z\s]/i.test(text[i + 1] ?? "")) fail();
          name += escape();
        } else name += text[i++];
      }
      if (text[i] !== "(") continue;
      i += 1;
      const fn = name.toLowerCase();
      // Escapes are decoded first, as browsers do: `u\72 l(` opens a url too.
      if (fn === "url") {
        while (/[ \t\n\r\f]/.test(text[i] ?? "")) i += 1;
        if (text[i] === '"' || text[i] === "'") stack.push({ close: ")", name: "url" });
        else {
          // An unquoted url token runs to ")"; a quote, bracket, escape or control character in it
          // makes a "bad url" that browsers skip differently from most parsers.
          const end = text.indexOf(")", i);
          const target = text.slice(i, end === -1 ? text.length : end);
          if (end === -1 || /["'(\\\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(target) || /\s\S/.test(target)) fail();
          urls.push(target.trim());
          i = end === -1 ? text.length : end + 1;
        }
      } else stack.push({ close: ")", name: fn });
    } else if (char === "(" || char === "[" || (char === "{" && !part)) {
      stack.push({ close: char === "(" ? ")" : char === "[" ? "]" : "}", name: "" });
      i += 1;
    } else if (char === ")" || char === "]" || (char === "}" && !part)) {
      if (stack.at(-1)?.close === char) stack.pop();
      else if (part) fail();
      i += 1;
    } else {
      if (part && (/[{};<\\]/.test(char) || /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(char))) fail();
      i += 1;
    }
  }
  if (part && stack.length > 0) fail();
  return { wellFormed, urls };
}

// ---- Storage rule ------------------------------------------------------------------------------------

/** What requireSafeCss refuses besides unsafe CSS: other hosts' files and at-rules that load them. */
export function findDisallowedCss(css: string): string | null {
  const normalized = normalizeCss(css);
  if (/@font-face/.test(normalized)) return "@font-face";
  const external = scanCss(css, "sheet").urls.find((url) => !isOwnCssUrl(url));
  return external === undefined ? null : `url(${external.slice(0, 80)})`;
}

/** Refuses unsafe CSS with a 400 naming customCss; answers the CSS as given (null or empty clears it). */
export function requireSafeCss(css: string | null): string | null {
  if (css === null || !css.trim()) return null;
  const what = findUnsafeCss(css) ?? findDisallowedCss(css);
  if (what) throw new AppError("INVALID_INPUT", "customCssUnsafe", { what }, [{ path: "customCss", message: "validation.invalid" }]);
  return css;
}

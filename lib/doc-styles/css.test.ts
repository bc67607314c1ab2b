import { describe, expect, it } from "vitest";
import { BLACK, readableTextOn, WHITE } from "./contrast";
import { docStyleCss, googleFontHrefs } from "./css";
import { DEFAULT_DOC_STYLE, readDocStyle } from "./defaults";

const SCOPE = '[data-doc-css="doc1"]';
const fileUrl = (id: string) => `/api/misc-file/download/${id}?share=k`;

describe("readableTextOn: black or white by the WCAG ratio, threshold 4.5", () => {
  it("picks white on black, black on white, black on #777 and white on a dark navy", () => {
    expect(readableTextOn("#000")).toBe(WHITE);
    expect(readableTextOn("#fff")).toBe(BLACK);
    // #777 against white is 4.48: just short of 4.5, so black.
    expect(readableTextOn("#777")).toBe(BLACK);
    expect(readableTextOn("#1e293b")).toBe(WHITE);
    expect(readableTextOn("navy")).toBe(WHITE);
    expect(readableTextOn("not a colour")).toBe(BLACK);
  });
});

describe("docStyleCss", () => {
  it("scopes every rule to the document, writes heading sizes in em and never contains '<'", () => {
    const css = docStyleCss({ ...DEFAULT_DOC_STYLE, customCSS: ".doc-h2 { color: red } body { margin: 0 }" }, SCOPE, fileUrl);
    // Every selector line (custom CSS included: its `body` becomes the scope itself).
    const rules = css.split("\n").filter((line) => line.includes("{"));
    expect(rules.length).toBeGreaterThan(6);
    for (const rule of rules) expect(rule.startsWith(SCOPE) || rule.startsWith("@font-face"), rule).toBe(true);
    expect(css).not.toContain("<");
    // h2 is 30px over a 16px text: 1.875em.
    expect(css).toContain(`${SCOPE} .doc-h2{font-family:"Playfair Display", serif;font-weight:600;font-size:1.875em;color:#1c1917}`);
    expect(css).toMatch(/\.doc-h3\{[^}]*font-size:1\.438em/);
    expect(css).toContain("--doc-on-accent1:#ffffff");
    expect(css).not.toMatch(/(^|\n)body/);
  });

  it("declares uploaded fonts with their files' addresses", () => {
    const style = {
      ...DEFAULT_DOC_STYLE,
      fonts: { ...DEFAULT_DOC_STYLE.fonts, h2: { ...DEFAULT_DOC_STYLE.fonts.h2, source: "uploaded", family: "Brand", miscFileId: "clx0font0000000000000000a" } },
    };
    expect(docStyleCss(style, SCOPE, fileUrl)).toContain('@font-face{font-family:"Brand";src:url("/api/misc-file/download/clx0font0000000000000000a?share=k")');
    expect(googleFontHrefs(style)).toEqual(["https://fonts.googleapis.com/css2?family=Playfair+Display:wght@400..900&display=swap"]);
  });

  it("is empty for a value that is no style", () => {
    expect(docStyleCss(null, SCOPE, fileUrl)).toBe("");
    expect(docStyleCss({ name: "only a name" }, SCOPE, fileUrl)).toBe("");
  });

  it("reads a style with hostile values through readDocStyle, falling back to the defaults field by field", () => {
    const hostile = {
      name: "</style><script>",
      fonts: {
        h1: { ...DEFAULT_DOC_STYLE.fonts.h1, family: 'x"}</style><script>alert(1)</script>' },
        h2: { ...DEFAULT_DOC_STYLE.fonts.h2, color: "red;}body{display:none" },
        h3: { ...DEFAULT_DOC_STYLE.fonts.h3, size: 1e9 },
      },
      colors: { docBackgroundColor: "url(javascript:alert(1))", accent1: "#0f766e" },
      others: { lineHeight: "1;}*{x:y", blockSpacing: 10 },
      uploadedFonts: [{ family: "Evil", miscFileId: "../../etc/passwd", weight: 400, style: "normal" }],
    };
    const read = readDocStyle(hostile)!;
    expect(read.fonts.h1).toEqual(DEFAULT_DOC_STYLE.fonts.h1);
    expect(read.fonts.h2).toEqual(DEFAULT_DOC_STYLE.fonts.h2);
    expect(read.fonts.h3).toEqual(DEFAULT_DOC_STYLE.fonts.h3);
    expect(read.colors).toEqual({ ...DEFAULT_DOC_STYLE.colors, accent1: "#0f766e" });
    expect(read.others).toEqual({ ...DEFAULT_DOC_STYLE.others, blockSpacing: 10 });
    expect(read.uploadedFonts).toEqual([]);
    const css = docStyleCss(hostile, SCOPE, fileUrl);
    expect(css).not.toContain("<");
    expect(css).not.toContain("javascript");
    expect(css).not.toContain("body{");
    expect(css).toContain("--doc-accent1:#0f766e");
  });
});

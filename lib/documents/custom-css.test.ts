import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/http/errors";
import { findUnsafeCss, isSafeCssUrl, normalizeCss, requireSafeCss } from "./custom-css";

describe("custom CSS", () => {
  it("accepts ordinary CSS, http(s), relative and raster data-image urls", () => {
    const css = `
      .doc-title { letter-spacing: 0.05em; color: #333 }
      .cover { background: url("https://cdn.example.com/a.png") no-repeat, url(/api/media/download/ckabc) }
      .badge { background-image: url('data:image/png;base64,iVBORw0KGgo=') }
      @media print { .no-print { display: none } }
      .quote::before { content: "\\201C" }`;
    expect(findUnsafeCss(css)).toBeNull();
    expect(requireSafeCss(css)).toBe(css);
    expect(requireSafeCss("   ")).toBeNull();
    expect(requireSafeCss(null)).toBeNull();
  });

  it.each([
    ["</style><script>alert(1)</script>", "</style"],
    ["</ STYLE >", "</style"],
    ["a { content: '<b>' }", "<"],
    ["@import url(https://evil.example/x.css);", "@import"],
    ["@IMPORT 'x.css';", "@import"],
    ["@im/**/port 'x.css';", "@import"],
    ["@\\69 mport 'x.css';", "@import"],
    ["a { width: expression(alert(1)) }", "expression("],
    ["a { width: EXPRESSION (alert(1)) }", "expression("],
    ["a { background: url(javascript:alert(1)) }", "javascript:"],
    ["a { background: url(java\\73 cript:alert(1)) }", "javascript:"],
    ["a { behavior: url(x.htc) }", "behavior:"],
    ["a { -moz-binding: url(x.xml#xss) }", "-moz-binding"],
    ["a { background: url(data:text/html;base64,PHNjcmlwdD4=) }", "url("],
    ["a { background: url('data:image/svg+xml;utf8,<svg/>') }", "<"],
    ["a { background: url( \"ftp://example.com/a.png\" ) }", "url("],
    ["a { background: url(vbscript:x) }", "vbscript:"],
    ["a { background: image-set(url(file:///etc/passwd) 1x) }", "url("],
    ["a { background: src(data:text/plain,hi) }", "src("],
  ])("refuses %s (%s)", (css, what) => {
    expect(findUnsafeCss(css)).toBe(what);
  });

  it("answers a 400 naming customCss with what was found", () => {
    try {
      requireSafeCss("@import 'x.css';");
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(400);
      expect((error as AppError).params).toEqual({ what: "@import" });
      expect((error as AppError).fields?.map((f) => f.path)).toEqual(["customCss"]);
    }
  });

  it("normalizes comments, escapes and case", () => {
    expect(normalizeCss("A/* c */B\\41\\\nC")).toBe("abac");
    expect(isSafeCssUrl(" 'HTTPS://x.example/a.png' ")).toBe(true);
    expect(isSafeCssUrl("java\tscript:alert(1)")).toBe(false);
    expect(isSafeCssUrl("//cdn.example/a.png")).toBe(true);
  });
});

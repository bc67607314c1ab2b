import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/http/errors";
import { findDisallowedCss, findUnsafeCss, isOwnCssUrl, isSafeCssUrl, normalizeCss, requireSafeCss, scanCss } from "./custom-css";

describe("custom CSS", () => {
  it("accepts ordinary CSS with our media and raster data-image urls", () => {
    const css = `
      .doc-title { letter-spacing: 0.05em; color: #333 }
      .cover { background: url(/api/media/download/ckabc) no-repeat, url("/api/media/download/ckdef") }
      .badge { background-image: url('data:image/png;base64,iVBORw0KGgo=') }
      @media print { .no-print { display: none } }
      @keyframes fade { from { opacity: 0 } to { opacity: 1 } }
      :root { --doc-heading: #123456 }
      .quote::before { content: "\\201C" }`;
    expect(findUnsafeCss(css)).toBeNull();
    expect(findDisallowedCss(css)).toBeNull();
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

  it.each([
    [".cover { background: url(https://cdn.example.com/a.png) }", "url(https://cdn.example.com/a.png)"],
    [".cover { background: url( 'http://tracker.example/p.gif' ) }", "url(http://tracker.example/p.gif)"],
    [".cover { background: url(//tracker.example/p.gif) }", "url(//tracker.example/p.gif)"],
    [".cover { background: url(images/a.png) }", "url(images/a.png)"],
    [".cover { background: url(/api/media/../logout) }", "url(/api/media/../logout)"],
    [".cover { background: url(/api/media/download/x?leak=1) }", "url(/api/media/download/x?leak=1)"],
    [".cover { background: u\\72 l(https://tracker.example/p.gif) }", "url(https://tracker.example/p.gif)"],
    [".cover { background-image: image-set('https://tracker.example/p.gif' 1x) }", "url(https://tracker.example/p.gif)"],
    ["@font-face { font-family: x; src: url(/api/media/download/ckabc) }", "@font-face"],
    ["@font-\\66 ace { font-family: x }", "@font-face"],
  ])("refuses at storage what loads other files: %s (%s)", (css, what) => {
    expect(findUnsafeCss(css)).toBeNull();
    expect(findDisallowedCss(css)).toBe(what);
    expect(() => requireSafeCss(css)).toThrow(AppError);
  });

  it("accepts only our media paths and raster data images as own urls", () => {
    expect(isOwnCssUrl("/api/media/download/ckabc123")).toBe(true);
    expect(isOwnCssUrl("data:image/webp;base64,AAAA")).toBe(true);
    for (const url of ["https://example.com/a.png", "/api/media/%2e%2e/logout", "/api/media/a/../../b", "/api/login", "data:image/svg+xml,x", "/api/media/"]) {
      expect(isOwnCssUrl(url), url).toBe(false);
    }
  });

  it("scans pieces of CSS the way browsers tokenize them", () => {
    expect(scanCss('url("a\\29 b") image-set("c" 1x) url( d )', "part")).toEqual({ wellFormed: true, urls: ["a)b", "c", "d"] });
    for (const piece of ["a;b", "a{", "}", "(a", "a)", "'open", "a/*c*/", "url(a b)", "url(a\"b)", "\\72 ed", "a<b", "x\u0001"]) {
      expect(scanCss(piece, "part").wellFormed, piece).toBe(false);
    }
    expect(scanCss(".md\\:flex", "part").wellFormed).toBe(true);
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
    expect(requireSafeCss(".a { color: red } /* url(https://x.example/a.png) */")).toBe(".a { color: red } /* url(https://x.example/a.png) */");
  });
});

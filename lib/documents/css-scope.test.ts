import { describe, expect, it } from "vitest";
import { documentCssSelector, scopeCustomCss, scopeSelector } from "./css-scope";

const SCOPE = documentCssSelector("ckdoc0000000000000000001");
const scoped = (css: string) => scopeCustomCss(css, SCOPE);
/** The output without formatting whitespace, for compact expectations. */
const flat = (css: string) => scoped(css).replace(/\s*([{};,])\s*/g, "$1").replace(/\s+/g, " ").trim();

describe("scopeCustomCss", () => {
  it("builds the scope selector from the document id", () => {
    expect(SCOPE).toBe('[data-doc-css="ckdoc0000000000000000001"]');
    expect(documentCssSelector('a"b')).toBe('[data-doc-css="a\\22 b"]');
  });

  it("prefixes every selector of every rule with the scope", () => {
    expect(flat("p, .a > b { color: red } .c:hover::before { content: 'x' }")).toBe(
      `${SCOPE} p,${SCOPE} .a > b{color: red}${SCOPE} .c:hover::before{content: 'x'}`,
    );
  });

  it("maps html, body and :root to the scope itself", () => {
    expect(flat("html { background: blue }")).toBe(`${SCOPE}{background: blue}`);
    expect(flat(":root { --doc-heading: #333 }")).toBe(`${SCOPE}{--doc-heading: #333}`);
    expect(flat("body.dark p { color: white }")).toBe(`${SCOPE}.dark p{color: white}`);
    expect(flat("html > body > .x { color: red }")).toBe(`${SCOPE} > .x{color: red}`);
    expect(flat("HTML BODY P { color: red }")).toBe(`${SCOPE} P{color: red}`);
    // html-like class or element names are not roots.
    expect(flat(".html, htmlx { color: red }")).toBe(`${SCOPE} .html,${SCOPE} htmlx{color: red}`);
  });

  it("drops selectors that would reach siblings of the scope", () => {
    expect(scopeSelector("html ~ div", SCOPE)).toBeNull();
    expect(scopeSelector(":root + div", SCOPE)).toBeNull();
    expect(scopeSelector("~ div", SCOPE)).toBeNull();
    expect(scopeSelector("+div", SCOPE)).toBeNull();
    expect(scopeSelector("> div", SCOPE)).toBe(`${SCOPE} > div`);
    expect(scopeSelector("div ~ p", SCOPE)).toBe(`${SCOPE} div ~ p`);
    expect(flat("html ~ div, p { color: red }")).toBe(`${SCOPE} p{color: red}`);
  });

  it("keeps @media and @supports (scoped inside) and drops every other at-rule", () => {
    const css = `
      @import url(/api/media/x);
      @charset "utf-8";
      @namespace svg url(http://www.w3.org/2000/svg);
      @font-face { font-family: x; src: url(/api/media/download/abc) }
      @layer base { p { color: red } }
      @page { margin: 0 }
      @property --x { syntax: '<length>'; inherits: false; initial-value: 0px }
      @container (min-width: 1px) { p { color: red } }
      @media print { .no-print { display: none } @font-face { font-family: y } }
      @supports (display: grid) { .g { display: grid } }`;
    expect(flat(css)).toBe(`@media print{${SCOPE} .no-print{display: none}}@supports (display: grid){${SCOPE} .g{display: grid}}`);
  });

  it("renames keyframes per document and rewrites animation references", () => {
    const out = flat("@keyframes fade { from { opacity: 0 } to { opacity: 1 } } .a { animation: fade 1s ease-in, spin 2s } .b { animation-name: fade }");
    const name = /@keyframes (doc[a-z0-9]+-fade)\{/.exec(out)?.[1];
    expect(name).toBeDefined();
    expect(out).toContain(`${SCOPE} .a{animation: ${name} 1s ease-in,spin 2s}`);
    expect(out).toContain(`${SCOPE} .b{animation-name: ${name}}`);
    // Another document gets another name.
    expect(scopeCustomCss("@keyframes fade { to { opacity: 1 } }", documentCssSelector("other"))).not.toContain(name);
  });

  it("drops external url() and unsafe values, keeps our media and raster data images", () => {
    const out = flat(`
      .a { background: url(https://tracker.example/p.png); color: red }
      .b { background: url(/api/media/download/ckabc) }
      .c { background: url("/api/media/x\\"/../../logout") }
      .d { background-image: image-set("https://tracker.example/p.png" 1x) }
      .e { background: url(data:image/png;base64,AAAA) }
      .f { background: url(//tracker.example/p.png) }
      .g { background: u\\72 l(https://tracker.example/p.png) }
      .h { width: expression(alert(1)) } .i { behavior: url(x.htc) } .j { -moz-binding: url(x) }
      .k { background: url(javascript:alert(1)) } .l { cursor: url(/api/media/../logout), auto }`);
    expect(out).toBe(`${SCOPE} .a{color: red}${SCOPE} .b{background: url(/api/media/download/ckabc)}${SCOPE} .e{background: url(data:image/png;base64,AAAA)}`);
  });

  it("turns position: fixed into absolute and drops sticky and anything it cannot read", () => {
    expect(flat(".a { position: fixed; top: 0 } .b { position: sticky } .c { position: var(--p) } .d { position: fi\\78 ed } .e { posit\\69 on: fixed }")).toBe(
      `${SCOPE} .a{position: absolute;top: 0}`,
    );
    expect(flat("@keyframes k { to { position: fixed } }")).toMatch(/\{to\{position: absolute\}\}$/);
    expect(flat(".a { view-transition-name: x; anchor-name: --menu; color: red }")).toBe(`${SCOPE} .a{color: red}`);
  });

  it("drops CSS nesting, which could match outside the scope", () => {
    expect(flat(".a { color: blue; :not(&) { display: none } .b { color: red } @media print { color: red } }")).toBe(`${SCOPE} .a{color: blue}`);
  });

  it("can never produce </style or <", () => {
    for (const css of [
      '.a { content: "</style><script>alert(1)</script>" }',
      "</style><script>alert(1)</script>",
      ".a { color: red } </style> .b { color: blue }",
      "@media (width < 600px) { .a { color: red } }",
      ".a[title='<'] { color: red }",
      '.a { --x: "<" }',
    ]) {
      const out = scoped(css);
      expect(out).not.toContain("<");
    }
  });

  it("answers an empty sheet for CSS it cannot parse and drops broken pieces", () => {
    expect(scoped("garbage {{{")).toBe("");
    expect(scoped("a { color: red")).toBe("");
    expect(scoped("} body { display: none }")).toBe("");
    expect(scoped('a { content: "open')).toBe("");
    expect(scoped("")).toBe("");
    expect(scoped(".a { width: calc(1px + ( 2px) ; color: red }")).toBe("");
    // A value whose brackets do not match, or a comment inside a value, is dropped alone.
    expect(flat(".a { width: calc(1px + 2px)) ; color: red } .b { color: re/**/d }")).toBe(`${SCOPE} .a{color: red}`);
    // Escapes of punctuation (Tailwind-style class names) are kept.
    expect(flat(".md\\:flex { display: flex }")).toBe(`${SCOPE} .md\\:flex{display: flex}`);
  });
});

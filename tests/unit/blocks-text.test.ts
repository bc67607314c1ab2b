import { NextIntlClientProvider } from "next-intl";
import { createElement, type ComponentType, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { testBlockContext } from "../support/blocks";
import { beforeAll, describe, expect, it, vi } from "vitest";
import messages from "@/messages/en.json";
import type { BlockData, BlockEditorProps, BlockModule } from "@/lib/blocks/definition";
import { BLOCK_EDITORS, loadBlockEditors } from "@/lib/blocks/editor-registry";
import { blockModule } from "@/lib/blocks/registry";
import { normalizeLinkInput } from "@/lib/blocks/rich-text/link-url";
import { DIVIDER_GRAPHICS, DIVIDER_TYPE_NAMES } from "@/lib/blocks/types/divider/graphics";
import { wasCodeRemoved } from "@/lib/blocks/types/html-code/removed-code";
import { MAX_BLOCK_TEXT } from "@/lib/blocks/schema-helpers";

// The app loads the rich-text editor on demand in the browser only (next/dynamic, ssr: false); here
// the paragraph editor renders with the editor itself, so its server markup can be checked.
vi.mock("@/lib/blocks/rich-text/lazy-rich-text-editor", async () => ({
  RichTextEditor: (await import("@/lib/blocks/rich-text/rich-text-editor")).RichTextEditor,
  preloadRichTextEditor: () => undefined,
}));

// The four text blocks (paragraph, html-code, placeholder, divider): their schemas clamp and refuse
// as the server needs, their HTML is free of script whichever way it arrives, and their views and
// editors render on the server.

const HINT = "CLICK-TO-WRITE";
const context = (mode: "editor" | "view") =>
  testBlockContext(mode, { mediaUrl: (id) => `/api/media/download/${id}`, team: { name: "Team" }, labels: { imageMissing: "no image", placeholder: HINT, logoMissing: "no logo", imageAlt: "Image" } });

const moduleOf = (type: string): BlockModule => {
  const found = blockModule(type);
  if (!found) throw new Error(`${type} is not registered`);
  return found;
};

const blockOf = (type: string, content: unknown, metaData?: unknown): BlockData => ({
  id: "block1",
  segmentType: type,
  content,
  metaData: metaData ?? moduleOf(type).definition.defaults().metaData,
  imageList: [],
  miscFileList: [],
  positionName: null,
});

const renderView = (type: string, content: unknown, metaData?: unknown, mode: "editor" | "view" = "view") => {
  const { View } = moduleOf(type);
  return renderToStaticMarkup(createElement(View, { block: blockOf(type, content, metaData), context: context(mode) }));
};

const XSS = [
  `<script>alert(1)</script>`,
  `<img src=x onerror="alert(1)">`,
  `<a href="javascript:alert(1)">click</a>`,
  `<a href="JaVaScRiPt:alert(1)">click</a>`,
  `<a href="java&#x09;script:alert(1)">click</a>`,
  `<a href=" javascript:alert(1)">click</a>`,
  `<style>body { display: none }</style>`,
  `<iframe src="https://evil.example"></iframe>`,
  `<svg onload="alert(1)"><circle r="4"/></svg>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`,
  `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`,
  `<p style="background:url(javascript:alert(1))">styled</p>`,
  `<div onclick="alert(1)" onmouseover="alert(2)">hover</div>`,
  `<object data="evil.swf"></object><embed src="evil.swf">`,
  `<form action="javascript:alert(1)"><input onfocus="alert(1)" autofocus></form>`,
  `<math><mi xlink:href="javascript:alert(1)">m</mi></math>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>`,
  `<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example"><link rel="stylesheet" href="x.css">`,
  `<scr<script>ipt>alert(1)</script>`,
].join("\n");

const FORBIDDEN_TAGS = ["script", "style", "iframe", "object", "embed", "svg", "math", "form", "input", "base", "meta", "link", "noscript"];

/** Looks at the markup only (text is escaped): no dangerous tag, handler or address survives. */
function expectHarmless(html: string) {
  for (const tag of html.match(/<\/?[a-z][^>]*>/gi) ?? []) {
    const name = /^<\/?([a-z0-9]+)/i.exec(tag)?.[1]?.toLowerCase() ?? "";
    expect(FORBIDDEN_TAGS, tag).not.toContain(name);
    expect(tag).not.toMatch(/\son[a-z]+\s*=/i);
    expect(tag).not.toMatch(/javascript:|data:|url\(/i);
  }
  expect(html).not.toMatch(/<script|<style|<iframe/i);
}

describe("registration", () => {
  it.each([
    ["paragraph", "textAndImages"],
    ["html-code", "others"],
    ["placeholder", "others"],
    ["divider", "others"],
  ])("%s is registered in group %s with an editor", (type, group) => {
    expect(moduleOf(type).definition.type).toBe(type);
    expect(moduleOf(type).definition.group).toBe(group);
    expect(BLOCK_EDITORS[type]).toBeTypeOf("function");
    expect((messages.blocks as Record<string, { name?: string; description?: string }>)[type]).toMatchObject({
      name: expect.any(String),
      description: expect.any(String),
    });
  });

  it.each(["paragraph", "html-code", "placeholder", "divider"])("%s defaults parse to themselves", (type) => {
    const { definition } = moduleOf(type);
    const defaults = definition.defaults();
    expect(definition.content.parse(defaults.content)).toEqual(defaults.content);
    expect(definition.metaData.parse(defaults.metaData)).toEqual(defaults.metaData);
    // A missing metaData is a new block's: it gets the defaults.
    expect(definition.metaData.parse(undefined)).toEqual(defaults.metaData);
  });
});

describe("paragraph", () => {
  const { definition } = moduleOf("paragraph");

  it("keeps the formatting the editor produces", () => {
    const html =
      `<p style="text-align: center"><strong>Bold</strong> <em>it</em> <u>under</u> <s>gone</s> ` +
      `<a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/">link</a></p><ul><li><p>One</p></li></ul><ol><li><p>Two</p></li></ol>`;
    const parsed = definition.content.parse(html) as string;
    for (const part of ["<strong>Bold</strong>", "<em>it</em>", "<u>under</u>", "<s>gone</s>", "<ul><li><p>One</p></li></ul>", "<ol><li><p>Two</p></li></ol>"]) {
      expect(parsed).toContain(part);
    }
    expect(parsed).toMatch(/<p style="text-align:\s*center;?">/);
    const link = /<a [^>]*>link<\/a>/.exec(parsed)?.[0] ?? "";
    for (const attribute of ['href="https://example.com/"', 'target="_blank"', 'rel="noopener noreferrer nofollow"']) expect(link).toContain(attribute);
  });

  it("stores the XSS corpus without script, handlers or unsafe addresses", () => {
    const parsed = definition.content.parse(XSS) as string;
    expectHarmless(parsed);
    expect(parsed).toContain("click");
  });

  it("clamps the text size and drops unknown keys", () => {
    expect(definition.metaData.parse({ fontSize: "999%", color: "red" })).toEqual({ fontSize: "100%" });
    expect(definition.metaData.parse({ fontSize: "150%" })).toEqual({ fontSize: "150%" });
  });

  it("refuses content that is not a string or too long", () => {
    expect(definition.content.safeParse(42).success).toBe(false);
    expect(definition.content.safeParse({ html: "<p>x</p>" }).success).toBe(false);
    expect(definition.content.safeParse("x".repeat(MAX_BLOCK_TEXT + 1)).success).toBe(false);
    expect(definition.content.parse(null)).toBe("");
  });

  it("renders its text, sanitizing again at render time, in the block's text size", () => {
    const html = renderView("paragraph", `<p>Hello <strong>there</strong></p><script>alert(1)</script>`, { fontSize: "125%" });
    expect(html).toContain("Hello <strong>there</strong>");
    expect(html).toContain("font-size:125%");
    expectHarmless(html);
  });

  it("shows the hint when empty in the editor and nothing to a reader", () => {
    expect(renderView("paragraph", "<p></p>", undefined, "editor")).toContain(HINT);
    expect(renderView("paragraph", "<p></p>", undefined, "view")).toBe("");
  });
});

describe("html code", () => {
  const { definition } = moduleOf("html-code");

  it("keeps layout markup and strips the XSS corpus", () => {
    const parsed = definition.content.parse(`<table><tr><td style="color: red">cell</td></tr></table>${XSS}`) as string;
    expect(parsed).toMatch(/<td style="color:\s*red;?">cell<\/td>/);
    expectHarmless(parsed);
  });

  it("refuses garbage and more than 50,000 characters; drops unknown metaData keys", () => {
    expect(definition.content.safeParse(["<p>"]).success).toBe(false);
    expect(definition.content.safeParse("x".repeat(50_001)).success).toBe(false);
    expect(definition.content.safeParse("x".repeat(50_000)).success).toBe(true);
    expect(definition.metaData.parse({ anything: 1 })).toEqual({});
  });

  it("renders stored content through the sanitizer", () => {
    const html = renderView("html-code", `<h2>Agenda</h2><img src="x" onerror="alert(1)"><script>alert(1)</script>`);
    expect(html).toContain("<h2>Agenda</h2>");
    expectHarmless(html);
    expect(renderView("html-code", "", undefined, "editor")).toContain(HINT);
    expect(renderView("html-code", "", undefined, "view")).toBe("");
  });

  it("tells removed code from harmless rewriting", () => {
    expect(wasCodeRemoved(`<p>Tom & Jerry<br></p>`)).toBe(false);
    expect(wasCodeRemoved(`<p style="color: red">x</p><a href="https://example.com">x</a>`)).toBe(false);
    expect(wasCodeRemoved(`<p>x</p><script>alert(1)</script>`)).toBe(true);
    expect(wasCodeRemoved(`<p onclick="alert(1)">x</p>`)).toBe(true);
    expect(wasCodeRemoved(`<p style="color: red; position: fixed">x</p>`)).toBe(true);
    expect(wasCodeRemoved(`<a href="javascript:alert(1)">x</a>`)).toBe(true);
  });
});

describe("placeholder", () => {
  const { definition } = moduleOf("placeholder");

  it("parses a short instruction and refuses garbage", () => {
    expect(definition.content.parse("Add the venue photos")).toBe("Add the venue photos");
    expect(definition.content.parse(undefined)).toBe("");
    expect(definition.content.safeParse(7).success).toBe(false);
    expect(definition.content.safeParse("x".repeat(501)).success).toBe(false);
    expect(definition.metaData.parse({ extra: true })).toEqual({});
  });

  it("shows its instruction (or the hint) in the editor and nothing to a reader", () => {
    const html = renderView("placeholder", "Add the <b>venue</b> photos", undefined, "editor");
    expect(html).toContain("Add the &lt;b&gt;venue&lt;/b&gt; photos");
    expect(html).toContain("border-dashed");
    expect(renderView("placeholder", "", undefined, "editor")).toContain(HINT);
    expect(renderView("placeholder", "Add photos", undefined, "view")).toBe("");
  });
});

describe("divider", () => {
  const { definition } = moduleOf("divider");

  it("offers a plain line and 22 distinct graphics", () => {
    expect(DIVIDER_GRAPHICS).toHaveLength(22);
    expect(DIVIDER_TYPE_NAMES).toHaveLength(23);
    expect(DIVIDER_TYPE_NAMES[0]).toBe("line");
    expect(new Set(DIVIDER_TYPE_NAMES).size).toBe(23);
    const drawings = DIVIDER_GRAPHICS.map((graphic) => JSON.stringify(graphic.kind === "rules" ? graphic.rules : graphic.shapes));
    expect(new Set(drawings).size).toBe(22);
    for (const graphic of DIVIDER_GRAPHICS) {
      if (graphic.kind === "ornament") for (const shape of graphic.shapes) expect(shape.d, graphic.name).toMatch(/^M[-\d.\sMLHVQTACSZmlhvqtacsz]+$/);
    }
  });

  it("clamps every number, falls back on bad values and drops unknown keys", () => {
    expect(
      definition.metaData.parse({
        autoColor: "no",
        customColor: "red",
        verPadding: 500,
        horPadding: -20,
        thickness: 0,
        opacity: 5,
        typeName: "unicorns",
        extra: 1,
      }),
    ).toEqual({ autoColor: true, customColor: "#c8bfb3", verPadding: 100, horPadding: 0, thickness: 1, opacity: 1, typeName: "line" });
    expect(definition.metaData.parse({ autoColor: false, customColor: "#ABC", horPadding: 999, thickness: 3.6, opacity: 0, typeName: "laurel" })).toMatchObject({
      autoColor: false,
      customColor: "#abc",
      horPadding: 300,
      thickness: 4,
      opacity: 0.1,
      typeName: "laurel",
    });
  });

  it("stores no content and refuses content of another kind", () => {
    expect(definition.content.parse(null)).toBeNull();
    expect(definition.content.parse("")).toBeNull();
    expect(definition.content.safeParse(5).success).toBe(false);
    expect(definition.content.safeParse({ a: 1 }).success).toBe(false);
  });

  it.each(DIVIDER_TYPE_NAMES)("renders %s as a separator", (typeName) => {
    const meta = definition.metaData.parse({ typeName, autoColor: false, customColor: "#123456", opacity: 0.5, verPadding: 12, horPadding: 30 });
    const html = renderView("divider", null, meta);
    expect(html).toMatch(/^<div role="separator"/);
    expect(html).toContain("padding:12px 30px");
    expect(html).toContain("color:#123456");
    expect(html).toContain("opacity:0.5");
    if (typeName === "line") expect(html).not.toContain("<svg");
    else expect(html).toMatch(/<svg aria-hidden="true"[^>]*>.*<(path|rect) /);
  });

  it("takes the style's first accent, else the text colour, when autoColor is on", () => {
    const html = renderView("divider", null, definition.metaData.parse({ typeName: "star" }));
    expect(html).toMatch(/style="[^"]*[^-]color:var\(--doc-accent1, currentColor\)"/);
    expect(html).toContain('fill="currentColor"');
  });
});

describe("link addresses", () => {
  it.each([
    ["https://example.com/a?b=1", "https://example.com/a?b=1"],
    ["example.com", "https://example.com/"],
    ["www.example.com/page", "https://www.example.com/page"],
    ["name@example.com", "mailto:name@example.com"],
    ["mailto:name@example.com", "mailto:name@example.com"],
    ["tel:+441234567890", "tel:+441234567890"],
  ])("accepts %s", (input, expected) => {
    expect(normalizeLinkInput(input)).toBe(expected);
  });

  it.each(["", "   ", "javascript:alert(1)", "data:text/html,hi", "file:///etc/passwd", "not a link", "ftp://example.com"])("refuses %j", (input) => {
    expect(normalizeLinkInput(input)).toBeNull();
  });
});

// createElement's typing cannot see children passed as its third argument as the required prop.
const IntlProvider = NextIntlClientProvider as ComponentType<{ locale: string; messages: typeof messages; children?: ReactNode }>;

describe("editors render on the server", () => {
  // The app loads each editor on demand; on the server nothing loads by itself.
  beforeAll(() => loadBlockEditors());

  const renderEditor = (type: string, content: unknown, readOnly = false) => {
    const Editor = BLOCK_EDITORS[type] as ComponentType<BlockEditorProps>;
    const props: BlockEditorProps = { block: blockOf(type, content), context: context("editor"), readOnly, onChange: () => {} };
    return renderToStaticMarkup(createElement(IntlProvider, { locale: "en", messages }, createElement(Editor, props)));
  };

  it("paragraph: a labelled toolbar with pressed states, and the text before Tiptap starts", () => {
    const html = renderEditor("paragraph", "<p>Hello</p>");
    expect(html).toContain('role="toolbar"');
    for (const label of ["Bold", "Italic", "Underline", "Strikethrough", "Link", "Bulleted list", "Numbered list", "Align left", "Center", "Align right"]) {
      expect(html).toMatch(new RegExp(`aria-label="${label}"[^>]*aria-pressed="(true|false)"`));
    }
    expect(html).toContain("Text size");
    expect(html).toContain("<p>Hello</p>");
  });

  it("paragraph: read-only shows the view without a toolbar", () => {
    const html = renderEditor("paragraph", "<p>Hello</p>", true);
    expect(html).not.toContain('role="toolbar"');
    expect(html).toContain("<p>Hello</p>");
  });

  it("html code: a labelled textarea, the safety note, the warning and a clean preview", () => {
    const html = renderEditor("html-code", `<p>Hi</p><script>alert(1)</script>`);
    expect(html).toMatch(/<label[^>]*>HTML code<\/label>/);
    expect(html).toContain("event handlers are removed");
    expect(html).toContain("Some code was removed for safety.");
    expect(html).toContain("&lt;script&gt;"); // in the textarea, as typed
    expect(html).not.toContain("<script>");
    expect(renderEditor("html-code", "<p>Hi</p>")).not.toContain("Some code was removed");
  });

  it("placeholder: a labelled input for the instruction", () => {
    const html = renderEditor("placeholder", "Add photos");
    expect(html).toMatch(/<label[^>]*>Instruction<\/label>/);
    expect(html).toContain('value="Add photos"');
  });

  it("divider: 23 radio options, one checked, each with its name", () => {
    const html = renderEditor("divider", null);
    expect(html.match(/type="radio"/g)).toHaveLength(23);
    expect(html.match(/checked=""/g)).toHaveLength(1);
    expect(html).toContain("Plain line");
    expect(html).toContain("Laurel");
  });
});

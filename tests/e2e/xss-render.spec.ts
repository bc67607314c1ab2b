import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { createElement as h, type ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import type { z } from "zod";
import { DocumentCss, DocumentCssScope } from "@/components/documents/document-css";
import type { BlockModule, BlockRenderContext } from "@/lib/blocks/definition";
import { BLOCKS } from "@/lib/blocks/registry";
import { blockText } from "@/lib/blocks/block-text";
import { BlockTree, type RenderRow } from "@/lib/blocks/render";
import { documentCssSelector, scopeCustomCss } from "@/lib/documents/css-scope";
import { CSS_PAYLOADS, HTML_PAYLOADS, TRACKER_HOST } from "./xss-corpus";

// Editor issue, done-when: an XSS corpus through every text field of every block type, the html
// block and custom CSS runs nothing in the rendered view (and the editor's preview, mode "editor"),
// and custom CSS changes nothing outside its document. Blocks are built the server's way (the type's
// schemas parse what a client sent), rendered to static markup as the share view does, and loaded in
// Chromium with page.setContent: no app server or login needed. Every type of the registry is covered,
// including types added later.

type Path = (string | number)[];
type Json = Record<string | number, unknown>;

/** Paths of every string (and null, where a string may go) in a value. */
function leafPaths(value: unknown, path: Path = []): Path[] {
  if (typeof value === "string" || value === null) return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => leafPaths(item, [...path, index]));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...path, key]));
  return [];
}

function withLeaf(value: unknown, path: Path, leaf: string): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as Json) }) as Json;
  copy[head] = withLeaf((value as Json)[head], rest, leaf);
  return copy;
}

/**
 * The payload in the leaves the schema takes (values it refuses, such as media ids, are skipped):
 * `parsed` as the server stores it, `raw` as a row written before the current rules (renderers parse
 * and sanitize it again).
 */
function inject(schema: z.ZodType, defaults: unknown, payload: string): { parsed: unknown[]; raw: unknown[] } {
  const accepted = leafPaths(defaults).filter((path) => schema.safeParse(withLeaf(defaults, path, payload)).success);
  if (!accepted.length) return { parsed: [], raw: [] };
  const all = accepted.reduce((value, path) => withLeaf(value, path, payload), defaults);
  const together = schema.safeParse(all);
  const parsed = together.success ? [together.data] : accepted.map((path) => schema.parse(withLeaf(defaults, path, payload)));
  return { parsed, raw: [all] };
}

/** Rows of one block type carrying every payload in every free-text field it has. */
function rowsOf(module: BlockModule): RenderRow[] {
  const { definition } = module;
  const defaults = definition.defaults();
  const rows: RenderRow[] = [];
  const add = (content: unknown, metaData: unknown) =>
    rows.push({
      id: `${definition.type}-${rows.length}`,
      segmentType: definition.type,
      content,
      metaData,
      imageList: [],
      miscFileList: ["ckfile000000000000000000a1"],
      positionName: definition.fixedPosition ?? null,
      parent: null,
      order: rows.length,
      isFixedBlock: !!definition.fixedPosition,
    });
  add(defaults.content, defaults.metaData);
  for (const payload of HTML_PAYLOADS) {
    const content = inject(definition.content, defaults.content, payload);
    const meta = inject(definition.metaData, defaults.metaData, payload);
    for (const value of [...content.parsed, ...content.raw]) add(value, defaults.metaData);
    for (const value of [...meta.parsed, ...meta.raw]) add(defaults.content, value);
  }
  return rows;
}

const context = (mode: BlockRenderContext["mode"], rows: RenderRow[]): BlockRenderContext => ({
  mediaUrl: (mediaId) => `/api/media/download/${mediaId}`,
  // Absolute: the harness page has no address of its own to resolve a relative link against.
  fileUrl: (fileId) => `https://app.example/api/misc-file/download/${fileId}`,
  // The workspace name and instagram handle are user text too.
  team: { name: `Team <img src=x onerror="window.__xss=true"></style><script>window.__xss=true</script>`, logoId: null, instagram: `x"><script>window.__xss=true</script>`, defaultCurrency: "EUR", numberFormat: { decimalSeparator: ".", groupSeparator: "," } },
  numbering: new Map(rows.map((row, index) => [row.id, `${index + 1}.`])),
  mode,
  labels: { unknownType: (type) => `Unknown block ${type}`, imageMissing: "Image missing", placeholder: "Type here", logoMissing: "Logo missing", imageAlt: "Image", emptyHint: (type) => `Empty ${type}`, text: blockText("en", messages) },
});

// Read, not imported: Playwright's loader does not import JSON modules.
const messages = JSON.parse(readFileSync(new URL("../../messages/en.json", import.meta.url), "utf8")) as Record<string, unknown>;

const OUTSIDE = { display: "block", color: "rgb(1, 2, 3)", backgroundColor: "rgb(4, 5, 6)", height: "40px" };

/** A page like the app's: a fixed header and content before and after the document, which holds the blocks and every CSS payload. */
function pageHtml(rows: RenderRow[]): string {
  const documentOf = (mode: BlockRenderContext["mode"]): ReactNode =>
    h(
      "section",
      { key: mode, "data-test-doc": mode },
      h(
        DocumentCssScope,
        { documentId: `doc-${mode}`, css: CSS_PAYLOADS[0] },
        ...CSS_PAYLOADS.slice(1).map((css, index) => h(DocumentCss, { key: index, documentId: `doc-${mode}`, css })),
        h("div", { className: "x" }, h("p", { className: "x" }, "styled by the corpus")),
        h(BlockTree, { rows, context: context(mode, rows) }),
      ),
    );
  return `<!doctype html>${renderToStaticMarkup(
    h(
      "html",
      { lang: "en" },
      h("head", null, h("meta", { charSet: "utf-8" }), h("title", null, "xss")),
      h(
        "body",
        { style: { margin: 0, paddingTop: 60 } },
        h("header", { id: "app-header", style: { ...OUTSIDE, position: "fixed", top: 0, left: 0, right: 0, zIndex: 10 } }, "App header"),
        h("div", { id: "outside-before", className: "x", style: OUTSIDE }, "Before the document"),
        // Interactive blocks' islands are client components that read their texts as the app's pages provide them.
        h(NextIntlClientProvider, { locale: "en", messages, children: [documentOf("view"), documentOf("editor")] }),
        h("div", { id: "outside-after", className: "x", style: OUTSIDE }, "After the document"),
      ),
    ),
  )}`;
}

/** Style elements the page should hold: the non-empty scoped sheets of both documents. */
const expectedStyles = ["view", "editor"].reduce(
  (count, mode) => count + CSS_PAYLOADS.filter((css) => scopeCustomCss(css, documentCssSelector(`doc-${mode}`)) !== "").length,
  0,
);

interface Watch {
  dialogs: string[];
  requests: string[];
}

async function watch(page: Page): Promise<Watch> {
  const seen: Watch = { dialogs: [], requests: [] };
  page.on("dialog", (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on("request", (request) => seen.requests.push(request.url()));
  // Nothing leaves the machine; requests are still recorded above.
  await page.route("**/*", (route) => route.abort());
  return seen;
}

/** Loads the markup and answers everything found that runs script or could. */
async function load(page: Page, html: string) {
  await page.setContent(html, { waitUntil: "load" });
  await page.waitForTimeout(300); // error, toggle and focus handlers fire after load
  return page.evaluate(() => {
    const problems: string[] = [];
    if (typeof (window as { __xss?: unknown }).__xss !== "undefined") problems.push("window.__xss is set");
    const forbidden = new Set(["script", "iframe", "frame", "object", "embed", "base", "link", "form", "portal", "applet"]);
    for (const element of document.querySelectorAll("*")) {
      const tag = element.tagName.toLowerCase();
      // The RSVP block's own form (marked, and posting nowhere) is the one form a document may hold.
      const blockForm = tag === "form" && element.hasAttribute("data-block-form") && !element.hasAttribute("action");
      if ((forbidden.has(tag) && !blockForm) || (tag === "meta" && !element.hasAttribute("charset"))) problems.push(`<${tag}>`);
      for (const { name, value } of element.attributes) {
        if (/^on/i.test(name)) problems.push(`${tag}[${name}]`);
        if (/^(href|xlink:href|src|srcset|action|formaction|data|poster|background|srcdoc)$/i.test(name)) {
          const url = value.replace(/[\u0000-\u0020\u007f]/g, "");
          if (/^(javascript|vbscript):/i.test(url) || (/^data:/i.test(url) && !/^data:image\/(png|jpe?g|gif|webp|avif);/i.test(url)) || name === "srcdoc") {
            problems.push(`${tag}[${name}=${value}]`);
          }
        }
      }
    }
    for (const link of document.querySelectorAll<HTMLAnchorElement>("a[href]")) if (link.protocol !== "https:" && link.protocol !== "http:" && link.protocol !== "mailto:" && link.protocol !== "tel:") problems.push(`a.protocol ${link.protocol}`);
    for (const style of document.querySelectorAll("style")) {
      if (!style.closest("section[data-test-doc]")) problems.push("a <style> outside the documents");
    }
    return { problems, styles: document.querySelectorAll("style").length };
  });
}

/** Computed style and hit-testing of the page around the documents. */
function outside(page: Page) {
  return page.evaluate(() => {
    const root = (element: Element) => {
      const style = getComputedStyle(element);
      return { display: style.display, color: style.color, background: style.backgroundColor, visibility: style.visibility };
    };
    const around = ["app-header", "outside-before", "outside-after"].map((id) => {
      const element = document.getElementById(id)!;
      if (id !== "app-header") element.scrollIntoView({ block: "center" });
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return { id, ...root(element), height: Math.round(box.height), onTop: hit === element };
    });
    return { html: root(document.documentElement), body: root(document.body), around };
  });
}

const untouched = (id: string) => ({ id, display: "block", color: "rgb(1, 2, 3)", background: "rgb(4, 5, 6)", visibility: "visible", height: 40, onTop: true });

test.describe("user HTML and CSS run nothing and stay inside the document", () => {
  test("the harness sees a payload that runs and CSS that escapes (it can fail)", async ({ page }) => {
    const seen = await watch(page);
    const unsafe = [
      '<img src=x onerror="window.__xss=true"><a href="javascript:alert(1)">x</a>',
      `<img src="https://${TRACKER_HOST}/p.gif" alt="">`,
      "<style>.x { color: red !important }</style>",
      '<div style="position:fixed;inset:0;z-index:99999;background:red"></div>',
    ].join("");
    const found = await load(page, pageHtml([]).replace("</body>", `${unsafe}</body>`));
    expect(found.problems).toEqual(expect.arrayContaining(["window.__xss is set", "img[onerror]", "a[href=javascript:alert(1)]", "a <style> outside the documents"]));
    const around = await outside(page);
    expect(around.around.map(({ color, onTop }) => ({ color, onTop }))).toEqual([
      { color: "rgb(1, 2, 3)", onTop: false },
      { color: "rgb(255, 0, 0)", onTop: false },
      { color: "rgb(255, 0, 0)", onTop: false },
    ]);
    expect(seen.requests.some((url) => url.includes(TRACKER_HOST))).toBe(true);
  });

  for (const [type, module] of BLOCKS) {
    test(`block type "${type}" with every payload in every text field, in the view and the editor preview`, async ({ page }) => {
      const seen = await watch(page);
      const rows = rowsOf(module);
      const found = await load(page, pageHtml(rows));
      expect(found.problems).toEqual([]);
      expect(found.styles).toBe(expectedStyles);
      expect(seen.dialogs).toEqual([]);
      expect(seen.requests.filter((url) => url.includes(TRACKER_HOST))).toEqual([]);

      const around = await outside(page);
      expect(around.html).toEqual({ display: "block", color: "rgb(0, 0, 0)", background: "rgba(0, 0, 0, 0)", visibility: "visible" });
      expect(around.body).toEqual({ display: "block", color: "rgb(0, 0, 0)", background: "rgba(0, 0, 0, 0)", visibility: "visible" });
      expect(around.around).toEqual([untouched("app-header"), untouched("outside-before"), untouched("outside-after")]);
      // The corpus does reach inside the document (so the checks above are not vacuous).
      const inside = await page.locator('[data-test-doc="view"] p.x').evaluate((element) => getComputedStyle(element).color);
      expect(inside).toBe("rgb(255, 0, 0)");
      test.info().annotations.push({ type: "rows", description: `${type}: ${rows.length} blocks per document` });
    });
  }
});

// The client's choices in a pricing table, in a real browser on a phone-class CPU (issue "Closing the
// deal": every change updates the totals in under 16 ms with Chromium's CPU throttling x4).
//
//   npm run share:build && npx tsx bench/choices-browser.ts
//   BASE_URL=http://127.0.0.1:3000 SHARE_PATH=/shared/<key>/0 npx tsx bench/choices-browser.ts   (a live share with choices)
//
// Without BASE_URL it serves a static page: the pricing table's own view (the component the share
// renderer renders) of a 40-row table with choices (optional rows, quantity ranges, sections with
// discounts, table discounts and fees, MULTIPLE tax, a row in USD), in the share view's built style
// sheet and script (.share-build), at a phone's size (390 x 844). The script's save is answered by
// a stand-in (no server in the loop: saving is after the update, debounced).
//
// Each change (alternately ticking an optional row and stepping a quantity) is timed in the page
// from before the event to after the layout it causes (performance.now() around dispatch and a
// forced layout), so it covers the script's recompute, every figure it rewrites and the browser's
// style and layout work. The baseline, in the same run, is an empty DOM update: one text written
// and the same forced layout. The figures after the last change are checked against the engine.
import { readFileSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { chromium, type Page, type Route } from "playwright-core";
import type { DealView } from "@/lib/acceptance/types";
import { pricingTableBlock } from "@/lib/blocks/types/pricing-table";
import { figureKey, figureTexts } from "@/lib/blocks/types/pricing-table/figure-keys";
import { computeTable } from "@/lib/pricing/engine";
import { resolveNumberFormat } from "@/lib/pricing/money";
import type { PricingContent, PricingMeta } from "@/lib/pricing/types";
import { testBlock, testBlockContext } from "@/tests/support/blocks";

const CHANGES = Number(process.env.BENCH_CHANGES ?? 200);
const THROTTLE = 4;
const TARGET_MS = 16;
const ORIGIN = "http://bench.local";
const ROOT = path.resolve(import.meta.dirname, "..");

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

/** 40 rows: three sections (with discounts), items every 4th optional, every 5th with a range, one in USD. */
function benchTable(): { content: PricingContent; meta: PricingMeta } {
  const { definition } = pricingTableBlock;
  const rows: unknown[] = [];
  for (let i = 0; i < 40; i++) {
    if (i % 13 === 0) {
      rows.push({ type: "section", id: `s${i}`, title: `Part ${i / 13 + 1}`, discounts: [{ title: "Season", value: 5 }] });
      continue;
    }
    const ranged = i % 5 === 0;
    rows.push({
      type: "item",
      id: `r${i}`,
      name: `Item ${i}: canapés, staff and hire for the evening`,
      price: 12.5 + i * 3.35,
      quantity: ranged ? 100 : 1 + (i % 3),
      tax: i % 2 ? 10 : 20,
      discount: i % 7 ? 0 : 10,
      currency: i === 7 ? "USD" : null,
      optional: i % 4 === 1,
      selectedByDefault: i % 8 !== 1,
      ...(ranged ? { quantityMin: 80, quantityMax: 140 } : {}),
    });
  }
  return {
    content: definition.content.parse({ rows, customColumns: [], discounts: [{ title: "Early booking", value: 3 }], fees: [{ title: "Service", value: 5 }, { title: "Delivery", value: 80, isAbsolute: true }], tax: 0 }),
    meta: definition.metaData.parse({ taxType: "MULTIPLE", lineDiscountEnabled: true, allowCurrencyChange: true, currency: "EUR", currencyRates: { USD: { rate: 0.92, isReverse: false } } }),
  };
}

function staticPage(content: PricingContent, meta: PricingMeta): { html: string; assets: Record<string, string> } {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, ".share-build/manifest.json"), "utf8")) as Record<string, string>;
  if (!manifest["pricing-choices.js"]) throw new Error("No pricing-choices.js in .share-build: run `npm run share:build` first.");
  const deal: DealView = { apiBase: "/api/shared-document/bench/0", requireAcceptance: true, choices: {}, signatures: [], outcome: null, locked: false, contentHash: "", stamp: "" };
  const block = testBlock<PricingContent, PricingMeta>("pricing-table", content, meta, { id: "bench-table" });
  const view = renderToStaticMarkup(createElement(pricingTableBlock.View, { block, context: { ...testBlockContext("view"), deal } }));
  const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="${manifest["share.css"]}"></head><body><main data-doc-page class="mx-auto max-w-3xl p-4">${view}</main>
<script defer src="${manifest["pricing-choices.js"]}"></script></body></html>`;
  const assets = Object.fromEntries([manifest["share.css"], manifest["pricing-choices.js"]].map((url) => [url, path.join(ROOT, ".share-build/assets", path.basename(url))]));
  return { html, assets };
}

/** Times `CHANGES` changes and as many empty updates, alternating, in the page. */
async function measure(page: Page): Promise<{ changes: number[]; baseline: number[] }> {
  return page.evaluate((count) => {
    const boxes = Array.from(document.querySelectorAll<HTMLInputElement>("input[data-choice-select]"));
    const quantities = Array.from(document.querySelectorAll<HTMLInputElement>("input[data-choice-qty]"));
    const probe = document.createElement("span");
    document.body.append(probe);
    const changes: number[] = [];
    const baseline: number[] = [];
    for (let i = 0; i < count; i++) {
      let started = performance.now();
      if (i % 2 === 0) {
        boxes[(i / 2) % boxes.length].click();
      } else {
        const input = quantities[((i - 1) / 2) % quantities.length];
        input.value = String(80 + ((i * 7) % 61));
        input.dispatchEvent(new Event("change", { bubbles: true }));
      }
      void document.body.offsetHeight;
      changes.push(performance.now() - started);
      started = performance.now();
      probe.textContent = `${i}`;
      void document.body.offsetHeight;
      baseline.push(performance.now() - started);
    }
    return { changes, baseline };
  }, CHANGES);
}

const { content, meta } = benchTable();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium", args: ["--no-sandbox"] });
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
const page = await context.newPage();
let saves = 0;
const answerSave = (route: Route) => {
  saves += 1;
  return route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ choices: {}, contentHash: "0".repeat(64) }) });
};

const live = process.env.BASE_URL && process.env.SHARE_PATH;
if (live) {
  await page.route("**/choices", answerSave);
  await page.goto(`${process.env.BASE_URL}${process.env.SHARE_PATH}`);
} else {
  const { html, assets } = staticPage(content, meta);
  await page.route(`${ORIGIN}/**`, (route) => {
    const url = new URL(route.request().url());
    if (url.pathname.endsWith("/choices")) return answerSave(route);
    const file = assets[url.pathname];
    if (file) return route.fulfill({ status: 200, contentType: file.endsWith(".css") ? "text/css" : "text/javascript", body: readFileSync(file) });
    return route.fulfill({ status: 200, contentType: "text/html", body: html });
  });
  await page.goto(`${ORIGIN}/shared/bench/0`);
}
await page.waitForFunction(() => document.readyState === "complete");
const cdp = await context.newCDPSession(page);
await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLE });

await measure(page); // warm-up: the engine's code is compiled, the caches filled
const { changes, baseline } = await measure(page);

// The figures on the page after the last change are the engine's for the choices the page shows.
if (!live) {
  const shown = await page.evaluate(() => ({
    figures: Object.fromEntries(Array.from(document.querySelectorAll<HTMLElement>("[data-figure]"), (element) => [element.dataset.figure, element.textContent])),
    selected: Object.fromEntries(Array.from(document.querySelectorAll<HTMLInputElement>("input[data-choice-select]"), (input) => [input.dataset.choiceSelect, input.checked])),
    quantities: Object.fromEntries(Array.from(document.querySelectorAll<HTMLInputElement>("input[data-choice-qty]"), (input) => [input.dataset.choiceQty, Number(input.value)])),
  }));
  const choices = Object.fromEntries(
    content.rows.flatMap((row) => (row.type === "item" && (row.optional || row.quantityMin !== null) ? [[row.id, { selected: shown.selected[row.id] ?? true, quantity: shown.quantities[row.id] ?? row.quantity }]] : [])),
  );
  const expected = figureTexts(computeTable(content, meta, choices), resolveNumberFormat({ decimalSeparator: ".", groupSeparator: "," }, null, meta.decimals));
  const wrong = Object.entries(shown.figures).filter(([key, text]) => expected.get(key ?? "") !== text);
  if (wrong.length) throw new Error(`figures differ from the engine's: ${JSON.stringify(wrong.slice(0, 5))}`);
  console.log(`  figures checked against the engine: ${Object.keys(shown.figures).length} (grand total ${shown.figures[figureKey.grand]})`);
}
await page.waitForTimeout(800); // the debounced save
const scriptSize = await page.evaluate(() => performance.getEntriesByType("resource").filter((entry) => entry.name.includes("pricing-choices")).map((entry) => (entry as PerformanceResourceTiming).decodedBodySize));
await browser.close();

const p50 = percentile(changes, 50);
const p95 = percentile(changes, 95);
console.log(`Pricing choices, ${live ? `${process.env.BASE_URL}${process.env.SHARE_PATH}` : "40-row table (static page)"}, CPU throttling x${THROTTLE}, ${CHANGES} changes`);
console.log(`  per change (recompute + figures + layout): p50 ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, max ${Math.max(...changes).toFixed(2)} ms (target < ${TARGET_MS} ms)`);
console.log(`  baseline (one text written + layout):      p50 ${percentile(baseline, 50).toFixed(2)} ms, p95 ${percentile(baseline, 95).toFixed(2)} ms`);
console.log(`  saves sent (debounced): ${saves}; script ${scriptSize.join(", ")} bytes decoded`);
console.log(p95 < TARGET_MS ? "  PASS" : "  FAIL");
process.exitCode = p95 < TARGET_MS ? 0 : 1;

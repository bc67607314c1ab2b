import { describe, expect, it } from "vitest";
import type { DealView } from "@/lib/acceptance/types";
import type { TableChoices } from "@/lib/pricing/choices";
import { computeTable } from "@/lib/pricing/engine";
import { resolveNumberFormat } from "@/lib/pricing/money";
import type { PricingContent, PricingMeta } from "@/lib/pricing/types";
import { renderBlockView, testBlock, testBlockContext } from "@/tests/support/blocks";
import { pricingTableBlock } from ".";
import type { ChoicesPageData } from "./choices-data";
import { figureTexts } from "./figure-keys";

// The pricing table's view with client choices: tags everywhere, controls only in a deal's share
// view, every figure named (data-figure) with the text the share view's script would print.

const { definition } = pricingTableBlock;
const content = definition.content.parse({
  rows: [
    { type: "item", id: "venue", name: "Venue hire", price: 1000, catalogItemId: "cat-secret-1" },
    { type: "section", id: "food", title: "Food", discounts: [{ title: "Chef's gift", value: 10 }] },
    { type: "item", id: "guests", name: "Dinner", description: "Four courses", price: 45.5, quantity: 100, quantityMin: 80, quantityMax: 140 },
    { type: "item", id: "photo", name: "Photographer", price: 850, optional: true, selectedByDefault: false },
  ],
  customColumns: [],
  discounts: [{ title: "Early booking", value: 5 }],
  fees: [{ title: "Service", value: 3 }],
  tax: 20,
});
const meta = definition.metaData.parse({ taxType: "SINGLE", currency: "EUR" });

function deal(choices: TableChoices = {}, locked = false): DealView {
  return { apiBase: "/api/shared-document/key123/0", requireAcceptance: true, choices: { b1: choices }, signatures: [], outcome: null, locked, contentHash: "h", stamp: "s" };
}

function render(dealView?: DealView) {
  const block = testBlock<PricingContent, PricingMeta>("pricing-table", content, meta);
  const context = { ...testBlockContext("view"), ...(dealView ? { deal: dealView } : {}) };
  return renderBlockView(pricingTableBlock, block, context);
}

/** data-figure key -> the element's text, markup stripped. */
function figuresOf(html: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of html.matchAll(/data-figure="([^"]+)"[^>]*>(.*?)<\/(span|td)>/g)) found.set(match[1], match[2].replace(/<[^>]+>/g, "").replace(/&amp;/g, "&"));
  return found;
}

const embedded = (html: string) => JSON.parse(/<script type="application\/json" data-pricing-choices="b1">(.*?)<\/script>/.exec(html)![1]) as ChoicesPageData;

describe("pricing table view: client choices", () => {
  it("without a deal: the optional row wears its tag, is greyed and counts nowhere; no controls, no script data", () => {
    const html = render();
    expect(html).toContain(">Optional<");
    expect(html).toMatch(/data-row="photo" data-included="false"/);
    expect(html).toContain("not included in the total");
    expect(html).not.toContain('type="checkbox"');
    expect(html).not.toContain('type="number"');
    expect(html).not.toContain("data-pricing-choices");
    // venue 1000 + dinner 4550 (- 10% 455) = 5095; -5% 254.75 = 4840.25; +3% 145.2075 → 145.21; 4985.46; tax 997.092 → 997.09
    expect(figuresOf(html).get("grand")).toBe("€5,982.55");
  });

  it("in a deal's share view: a checkbox labelled by the row's name and a labelled stepper with its range", () => {
    const html = render(deal({ photo: { selected: true, quantity: 1 }, guests: { selected: true, quantity: 120 } }));
    expect(html).toMatch(/<label[^>]*><input type="checkbox" data-choice-select="photo"[^>]*checked=""\/><span class="font-medium">Photographer<\/span><\/label>/);
    expect(html).toMatch(/<input type="number" inputMode="numeric" min="80" max="140" step="1" data-choice-qty="guests"[^>]*aria-label="Quantity for Dinner"/);
    expect(html).toContain('value="120"');
    expect(html).toContain('aria-label="Decrease the quantity for Dinner"');
    expect(html).toContain('aria-label="Increase the quantity for Dinner"');
    expect(html).toContain("80–140");
    expect(html).toContain('data-range-message="Choose a number between 80 and 140."');
    expect(html).toMatch(/data-row="photo" data-included="true"/);
    expect(html).not.toContain('disabled=""');
  });

  it("prints every figure with the client's choices, each under its key, as the script would print it", () => {
    const choices = { photo: { selected: true, quantity: 1 }, guests: { selected: true, quantity: 120 } };
    const html = render(deal(choices));
    const figures = figuresOf(html);
    const format = resolveNumberFormat({ decimalSeparator: ".", groupSeparator: "," }, null, 2);
    const expected = figureTexts(computeTable(content, meta, choices), format);
    expect([...figures.keys()].sort()).toEqual(
      ["line:venue:total", "line:guests:total", "line:photo:total", "section:food:subtotal", "section:food:discount:0", "section:food:total", "section:lead:total", "subtotal", "discount:0", "fee:0", "tax", "grand"].sort(),
    );
    for (const [key, text] of figures) expect(text).toBe(expected.get(key));
    // venue 1000 + dinner 5460 + photo 850 = 6310 - 10% of the food section 631 = 5679 ...
    expect(figures.get("section:food:total")).toBe("€5,679.00");
  });

  it("embeds what the script computes with, without names, descriptions or catalog links", () => {
    const html = render(deal());
    const data = embedded(html);
    expect(data).toMatchObject({ blockId: "b1", apiBase: "/api/shared-document/key123/0", locked: false, texts: { saved: "Saved", totalNow: "New total: {amount}" } });
    expect(data.choices).toEqual({ guests: { selected: true, quantity: 100 }, photo: { selected: false, quantity: 1 } });
    const json = JSON.stringify(data);
    for (const secret of ["Venue hire", "Four courses", "cat-secret-1", "Early booking", "Chef's gift", "Photographer"]) expect(json).not.toContain(secret);
    expect(computeTable(data.content, data.meta).grandTotal).toBe(computeTable(content, meta).grandTotal);
  });

  it("shows a locked deal's choices disabled, with why", () => {
    const html = render(deal({ photo: { selected: true, quantity: 1 } }, true));
    expect(html).toMatch(/data-choice-select="photo" disabled=""[^>]*checked=""/);
    expect(html).toMatch(/data-choice-qty="guests"/);
    expect(html.match(/disabled=""/g)?.length).toBe(4);
    expect(html).toContain("Your choices are final: the document has been signed.");
  });

  it("a table without choices in a deal's share view is as before", () => {
    const plain = definition.content.parse({ rows: [{ type: "item", id: "a", name: "Venue", price: 10 }] });
    const block = testBlock<PricingContent, PricingMeta>("pricing-table", plain, meta);
    const html = renderBlockView(pricingTableBlock, block, { ...testBlockContext("view"), deal: deal() });
    expect(html).not.toContain("data-pricing-choices");
    expect(html).not.toContain("<input");
  });
});

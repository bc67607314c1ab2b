import { describe, expect, it } from "vitest";
import { visibleColumns, type PricingColumn } from "@/lib/pricing/engine";
import type { PricingContent, PricingMeta } from "@/lib/pricing/types";
import { blockText } from "@/lib/blocks/block-text";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import itMessages from "@/messages/it.json";
import tr from "@/messages/tr.json";
import { renderBlockView, testBlock, testBlockContext } from "@/tests/support/blocks";
import { pricingLabelsFrom } from "./labels";
import { pricingTableBlock } from ".";
import { STACK_MAX_REM, STACK_QUERY_REM, stackBelowRem, stackShiftRem } from "./stacked";

const { definition } = pricingTableBlock;

function render(content: unknown, meta: unknown, locale?: "de") {
  const block = testBlock<PricingContent, PricingMeta>("pricing-table", definition.content.parse(content), definition.metaData.parse(meta));
  const context = testBlockContext("view");
  if (locale === "de") {
    // German plurals, as the share view's translator would give them.
    context.labels.text = (key, values) => (key === "pricing-table.labels.customUnit" ? `${values?.value} ${values?.count === 1 ? "Tag" : "Tage"}` : key);
  }
  return renderBlockView(pricingTableBlock, block, context);
}

const columnsOf = (meta: Partial<PricingMeta>, customColumns = 1) =>
  visibleColumns(definition.content.parse({ customColumns: Array.from({ length: customColumns }, () => ({ title: "", defaultValue: 1 })) }), definition.metaData.parse(meta));

/** The text of the first element carrying data-price-figure="name", markup stripped. */
const figure = (html: string, name: string) => new RegExp(`data-price-figure="${name}"[^>]*>(.*?)</td>`).exec(html)?.[1]?.replace(/<[^>]+>/g, "") ?? null;

describe("pricing table narrow layout: where it stacks", () => {
  it("stacks an offer of five columns below 33rem: a phone stacks it, a tablet's 41rem page does not", () => {
    const columns = columnsOf({});
    expect(columns).toEqual(["name", "price", "qty", { custom: 0 }, "total"]);
    expect(stackBelowRem(columns)).toBe(33);
    expect(stackShiftRem(columns)).toBe(0.5);
  });

  it("needs more room for more columns, but never stacks on the 48rem desktop page", () => {
    const eight = columnsOf({ lineDiscountEnabled: true, taxType: "MULTIPLE", totalWithTaxColVisible: true });
    expect(eight).toHaveLength(8);
    expect(stackBelowRem(eight)).toBe(STACK_MAX_REM);
    expect(stackBelowRem(columnsOf({ lineDiscountEnabled: true }))).toBe(37.5);
    expect(STACK_MAX_REM).toBeLessThan(48);
  });

  it("never moves the query below its own threshold (a shift is never negative)", () => {
    const narrow: PricingColumn[] = ["name", "total"];
    expect(stackBelowRem(narrow)).toBe(STACK_QUERY_REM);
    expect(stackShiftRem(narrow)).toBe(0);
  });

  it("writes the shift on the query container, so the fixed query holds at the columns' own width", () => {
    const html = render({ rows: [{ type: "item", name: "Venue hire", price: 1000 }] }, {});
    expect(html).toContain('style="--pricing-shift:0.5rem"');
    expect(html).toContain("@container/pricing");
  });
});

describe("pricing table narrow layout: the item card", () => {
  const offer = {
    rows: [
      { type: "item", id: "a", name: "Coordination", price: 650, quantity: 2, columns: [3] },
      { type: "item", id: "b", name: "Arch", price: 1250, quantity: 1, columns: [1], discount: 0 },
    ],
  };

  it("reads price × quantity × days = line total, with operators hidden from screen readers", () => {
    const html = render(offer, {});
    expect(figure(html, "unit-price")).toBe("€650.00");
    expect(figure(html, "line-total")).toBe("= €3,900.00");
    expect(html).toContain('<span aria-hidden="true" class="hidden @max-lg/pricing:inline">× </span>2');
    // The table shows the bare number, the card the number with its unit, once each (display: none hides the other).
    expect(html).toContain('<span class="@max-lg/pricing:hidden">3</span><span class="hidden @max-lg/pricing:inline">3 days</span>');
    expect(html).toContain('<span class="hidden @max-lg/pricing:inline">1 day</span>');
  });

  it("says the days in the reader's language with its plural, and an author's own column title as it is", () => {
    const german = render(offer, {}, "de");
    expect(german).toContain(">3 Tage</span>");
    expect(german).toContain(">1 Tag</span>");
    const nights = render({ ...offer, customColumns: [{ title: "Nights", defaultValue: 1 }], qtyTitle: "Rooms" }, {});
    expect(nights).toContain("> Nights</span>");
    expect(nights).toContain("> Rooms</span>");
  });

  it("labels line tax figures and leaves a zero line discount out of the card only", () => {
    const html = render(
      { rows: [{ type: "item", name: "Fireworks", price: 100, tax: 20, discount: 0 }] },
      { taxType: "MULTIPLE", lineDiscountEnabled: true, totalWithTaxColVisible: true },
    );
    expect(figure(html, "line-total-with-tax")).toBe("Total incl. tax €120.00");
    expect(html).toMatch(/class="[^"]*@max-lg\/pricing:hidden"><span aria-hidden="true"[^>]*>− <\/span>0%/);
  });

  it("marks every summary figure for the phone check (data-price-figure)", () => {
    const html = render(
      {
        rows: [{ type: "section", title: "Flowers", discounts: [{ title: "Early", value: 10 }] }, { type: "item", name: "Arch", price: 1000 }],
        discounts: [{ title: "Friends", value: 50, isAbsolute: true }],
        fees: [{ title: "Travel", value: 5 }],
        tax: 22,
      },
      { taxType: "SINGLE" },
    );
    for (const name of ["section-subtotal", "section-discount", "section-total", "subtotal", "discount", "fee", "tax", "grand-total"]) {
      expect(figure(html, name), name).not.toBeNull();
    }
    // 1000 − 10% = 900, − 50 = 850, + 5% fee = 892.50, + 22% tax = 1,088.85
    expect(figure(html, "grand-total")).toBe("€1,088.85");
  });
});

describe("pricing table narrow layout: days in five languages", () => {
  const unit = (locale: "en" | "tr" | "de" | "es" | "it", messages: Record<string, unknown>) => {
    const text = blockText(locale, messages);
    return pricingLabelsFrom((key, values) => text(`pricing-table.labels.${key}`, values)).customUnit;
  };

  it("writes the count with the singular or plural its language asks for (decimals are plural)", () => {
    const cases = [
      ["en", en, "1 day", "3 days", "1.5 days"],
      ["de", de, "1 Tag", "3 Tage", "1,5 Tage"],
      ["es", es, "1 día", "3 días", "1,5 días"],
      ["it", itMessages, "1 giorno", "3 giorni", "1,5 giorni"],
      ["tr", tr, "1 gün", "3 gün", "1,5 gün"],
    ] as const;
    for (const [locale, messages, one, three, half] of cases) {
      const days = unit(locale, messages);
      expect([days(1, "1"), days(3, "3"), days(1.5, locale === "en" ? "1.5" : "1,5")], locale).toEqual([one, three, half]);
    }
  });
});

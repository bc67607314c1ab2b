import { describe, expect, it } from "vitest";
import type { PricingColumn } from "@/lib/pricing/engine";
import { GRID_QUERY_REM, gridFit, isSecondaryColumn, longestTexts, NEED_CAP_REM, wideNeedRem } from "./grid-fit";

/** The editor's block on the 940 px page with the default 64 px margins, less the frame's padding: 788 px. */
const PAGE_BLOCK_REM = 788 / 16;

const DEFAULT_TABLE: PricingColumn[] = ["name", "price", "qty", { custom: 0 }, "total"];
const WITH_DISCOUNT_AND_TAX: PricingColumn[] = ["name", "price", "qty", { custom: 0 }, "discount", "lineTax", "total"];
/** The longest texts of an offer with a 1,234,567.89 price: "1234567.89" in the field, "€6,481,481.42" as its total. */
const BIG = { price: 10, qty: 4, "custom-0": 2, discount: 5, lineTax: 3, total: 13 };
const plain = { rowCurrencies: false };

describe("the editing grid's fit", () => {
  it("keeps the item, price, quantity and total columns; custom columns, discount, tax and total with tax are secondary", () => {
    const all: PricingColumn[] = ["name", "price", "qty", { custom: 0 }, { custom: 3 }, "discount", "lineTax", "totalWithTax", "total"];
    expect(all.filter(isSecondaryColumn)).toEqual([{ custom: 0 }, { custom: 3 }, "discount", "lineTax", "totalWithTax"]);
  });

  it("shows a new table's columns side by side on the page; with line discount and tax and big amounts they leave for the rows' details", () => {
    expect(wideNeedRem(DEFAULT_TABLE, BIG, plain)).toBeLessThan(PAGE_BLOCK_REM);
    expect(wideNeedRem(WITH_DISCOUNT_AND_TAX, BIG, plain)).toBeGreaterThan(PAGE_BLOCK_REM);
    // Small figures need less: the same columns with two-digit prices fit.
    expect(wideNeedRem(WITH_DISCOUNT_AND_TAX, { price: 5, total: 7 }, plain)).toBeLessThan(PAGE_BLOCK_REM);
  });

  it("widens a field for its longest number and a figure for its longest amount, and the price for a row currency menu", () => {
    const base = wideNeedRem(DEFAULT_TABLE, {}, plain);
    expect(wideNeedRem(DEFAULT_TABLE, { price: 16 }, plain) - base).toBeCloseTo(16 * 0.5 + 1.625 - 4.5);
    expect(wideNeedRem(DEFAULT_TABLE, { total: 20 }, plain) - base).toBeCloseTo(20 * 0.5 + 0.75 - 5);
    expect(wideNeedRem(DEFAULT_TABLE, {}, { rowCurrencies: true }) - base).toBe(7.5);
  });

  it("insets the query container by half of what the wide grid needs beyond the query's width", () => {
    const need = wideNeedRem(WITH_DISCOUNT_AND_TAX, BIG, plain);
    const fit = gridFit(WITH_DISCOUNT_AND_TAX, BIG, plain);
    expect(fit.shiftRem).toBeCloseTo((need - GRID_QUERY_REM) / 2);
    expect(fit.secondary).toEqual([{ custom: 0 }, "discount", "lineTax"]);
    expect(fit.classes.wideCell).toBe("@max-md/grid:hidden");
    expect(fit.classes.compactRow).toBe("hidden @max-md/grid:table-row");
  });

  it("keeps a grid that needs more than any page gives always compact, without an inset that could push it out of its block", () => {
    const many: PricingColumn[] = ["name", "price", "qty", ...Array.from({ length: 10 }, (_, custom) => ({ custom })), "discount", "lineTax", "totalWithTax", "total"];
    expect(wideNeedRem(many, {}, plain)).toBeGreaterThan(NEED_CAP_REM);
    const fit = gridFit(many, {}, plain);
    expect(fit.shiftRem).toBe(0);
    expect(fit.classes.wideCell).toBe("hidden");
    expect(fit.classes.compactRow).toBe("");
  });

  it("caps the inset of a grid without secondary columns (nothing to move: only its buttons rearrange)", () => {
    const fit = gridFit(["name", "price", "qty", "total"], { price: 20, total: 40 }, { rowCurrencies: true });
    expect(fit.secondary).toEqual([]);
    expect(fit.shiftRem).toBe((NEED_CAP_REM - GRID_QUERY_REM) / 2);
  });
});

describe("the longest texts of the grid's columns", () => {
  it("counts a figure as shown and a field by its digits and one decimal separator; the item's name does not count", () => {
    const rows = [
      { price: "€1,234,567.89", qty: "3", total: "€3,703,703.67", name: "A very long name indeed" },
      { price: "€185.00", qty: "120", total: "€22,200.00", name: "Dinner" },
    ];
    const lengths = longestTexts(["name", "price", "qty", "total"], rows, (column, row) => row[column as keyof typeof row]);
    expect(lengths).toEqual({ price: 10, qty: 4, total: 13 });
  });
});

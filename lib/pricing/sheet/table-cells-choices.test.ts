import { describe, expect, it } from "vitest";
import { computeTable } from "@/lib/pricing/engine";
import { resolveNumberFormat } from "@/lib/pricing/money";
import { pricingTableCells } from "@/lib/pricing/sheet/table-cells";
import { sheetTableSchema } from "@/lib/pricing/sheet/table-schema";
import type { PricingRow } from "@/lib/pricing/types";
import { content, item, meta, percent, section } from "../../../tests/unit/pricing-engine-fixtures";
import { evaluateSheet } from "../../../tests/unit/pricing-sheet-formula";
import { SHEET_LABELS } from "../../../tests/support/sheet-labels";

// The spreadsheet of a table with optional items: the owner's default selection, as the table shows
// it. An optional item not selected by default is listed and marked, and no sum counts it.

const LABELS = { ...SHEET_LABELS, notIncluded: "not included in the total" };

function build(rows: PricingRow[], m = meta({ taxType: "SINGLE" })) {
  const c = content({ rows, discounts: [percent(10)], tax: 20 });
  const result = computeTable(c, m);
  const sheet = pricingTableCells(c, m, result, LABELS, resolveNumberFormat({ decimalSeparator: ".", groupSeparator: "," }, null, 2));
  return { result, sheet };
}

/** Every formula gives the figure cached beside it. */
function expectFormulasHold(sheet: ReturnType<typeof build>["sheet"]) {
  const valueAt = evaluateSheet(sheet);
  for (const [r, row] of sheet.entries()) {
    for (const [column, cell] of row.entries()) if (cell.formula) expect(valueAt(r, column), cell.formula).toBeCloseTo(cell.value as number, 6);
  }
}

describe("spreadsheet of a table with optional items", () => {
  it("lists an item not selected by default, marked, and leaves it out of every sum", () => {
    const { result, sheet } = build([
      item({ id: "a", name: "Venue", price: 1000 }),
      item({ id: "b", name: "Photographer", price: 850, optional: true, selectedByDefault: false }),
      item({ id: "c", name: "Band", price: 1200, optional: true }),
      item({ id: "d", name: "Dinner", price: 45.5, quantity: 100, quantityMin: 80, quantityMax: 140 }),
    ]);
    expect(result.subtotal).toBe(6750);
    const names = sheet.map((row) => row[0]?.value);
    expect(names).toContain("Photographer (not included in the total)");
    expect(names).toContain("Band");
    expect(sheet.find((row) => row[0]?.value === "Photographer (not included in the total)")?.[0].style?.italic).toBe(true);
    const subtotal = sheet.find((row) => row[0]?.value === "Subtotal")!.at(-1)!;
    expect(subtotal).toMatchObject({ value: 6750, formula: "SUM(D2,D4:D5)" });
    expectFormulasHold(sheet);
    expect(sheetTableSchema.safeParse(sheet).success).toBe(true);
  });

  it("a section whose every item is left out adds nothing; its total is the engine's 0", () => {
    const { result, sheet } = build([item({ id: "a", price: 100 }), section("Extras", [], "x"), item({ id: "b", price: 50, optional: true, selectedByDefault: false })]);
    expect(result.subtotal).toBe(100);
    expectFormulasHold(sheet);
    const totals = sheet.filter((row) => row[0]?.value === "Section total").map((row) => row.at(-1));
    expect(totals.at(-1)).toEqual({ value: 0, style: expect.objectContaining({ bold: true }) });
  });
});

import { describe, expect, it } from "vitest";
import type { ItemRow } from "@/lib/pricing/types";
import { pricingContentSchema } from "./schema";

// The choice fields of an item row as the server stores them: older rows read with the defaults,
// a quantity range is whole numbers with min <= quantity <= max, one end alone is no range.

const itemOf = (fields: Record<string, unknown>) => pricingContentSchema.parse({ rows: [{ type: "item", id: "r1", ...fields }] }).rows[0] as ItemRow;

describe("pricing table schema: client choices", () => {
  it("reads an older row as required with a fixed quantity", () => {
    expect(itemOf({ quantity: 3 })).toMatchObject({ optional: false, selectedByDefault: true, quantityMin: null, quantityMax: null, quantity: 3 });
  });

  it("keeps an optional row and whether it starts selected", () => {
    expect(itemOf({ optional: true, selectedByDefault: false })).toMatchObject({ optional: true, selectedByDefault: false });
    expect(itemOf({ optional: "yes", selectedByDefault: 0 })).toMatchObject({ optional: false, selectedByDefault: true });
  });

  it("keeps a range and clamps the quantity into it, as a whole number", () => {
    expect(itemOf({ quantity: 100, quantityMin: 80, quantityMax: 140 })).toMatchObject({ quantity: 100, quantityMin: 80, quantityMax: 140 });
    expect(itemOf({ quantity: 200, quantityMin: 80, quantityMax: 140 })).toMatchObject({ quantity: 140 });
    expect(itemOf({ quantity: 10, quantityMin: 80, quantityMax: 140 })).toMatchObject({ quantity: 80 });
    expect(itemOf({ quantity: 99.6, quantityMin: 80.2, quantityMax: 139.7 })).toMatchObject({ quantity: 100, quantityMin: 80, quantityMax: 140 });
  });

  it("raises a maximum under the minimum to it (the minimum the owner typed stays); one end alone or an unreadable end is no range", () => {
    expect(itemOf({ quantity: 100, quantityMin: 140, quantityMax: 80 })).toMatchObject({ quantity: 140, quantityMin: 140, quantityMax: 140 });
    expect(itemOf({ quantity: 1, quantityMin: 80, quantityMax: 3 })).toMatchObject({ quantity: 80, quantityMin: 80, quantityMax: 80 });
    expect(itemOf({ quantity: 2.5, quantityMin: 80 })).toMatchObject({ quantity: 2.5, quantityMin: null, quantityMax: null });
    expect(itemOf({ quantityMin: "80", quantityMax: 140 })).toMatchObject({ quantityMin: null, quantityMax: null });
    expect(itemOf({ quantityMin: -5, quantityMax: 2e12 })).toMatchObject({ quantityMin: 0, quantityMax: 1_000_000_000 });
  });
});

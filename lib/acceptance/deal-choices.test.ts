import { describe, expect, it } from "vitest";
import type { FrozenBlock } from "@/lib/sharing/frozen";
import { dealChoiceTables } from "./deal-choices";

const block = (id: string, segmentType: string, order: number, content: unknown, parent: string | null = null): FrozenBlock => ({
  id,
  sourceId: `src-${id}`,
  segmentType,
  parent,
  order,
  isFixedBlock: false,
  positionName: null,
  content,
  metaData: {},
  imageList: [],
  miscFileList: [],
});

const table = (rows: unknown[]) => ({ rows, customColumns: [], discounts: [], fees: [], lastSubtotalDiscounts: [], tax: 0 });

describe("dealChoiceTables", () => {
  const blocks = [
    block("h", "heading", 0, "<b>Menu</b>"),
    block("t1", "pricing-table", 1, table([
      { type: "section", id: "sec", title: "Food", discounts: [] },
      { type: "item", id: "a", name: "Starter", price: 10, quantity: 1, optional: true, selectedByDefault: false },
      { type: "item", id: "b", name: "Guests", price: 50, quantity: 90, quantityMin: 80, quantityMax: 140 },
      { type: "item", id: "c", name: "Fixed", price: 100, quantity: 1 },
    ])),
    block("p", "paragraph", 2, "Text"),
    block("t2", "pricing-table", 3, table([{ type: "item", id: "x", name: "Only fixed", quantity: 2 }])),
  ];

  it("lists the rows a client can change with the choices given, titled by the heading above", () => {
    const tables = dealChoiceTables({ blocks }, { t1: { a: { selected: true, quantity: 1 }, b: { selected: true, quantity: 120 } } });
    expect(tables).toEqual([
      {
        blockId: "t1",
        tableTitle: "Menu",
        rows: [
          { rowId: "a", name: "Starter", optional: true, selected: true, quantity: 1, quantityMin: null, quantityMax: null },
          // A range given the wrong way round reads as 80 to 140.
          { rowId: "b", name: "Guests", optional: false, selected: true, quantity: 120, quantityMin: 80, quantityMax: 140 },
        ],
        // 10 + 120 x 50 + 100, by the pricing engine.
        total: { amount: 6110, currency: "EUR", formatted: "€6,110.00" },
      },
    ]);
  });

  it("has no title when no heading is right above, and leaves out tables without choices", () => {
    const moved = blocks.map((item) => (item.id === "t1" ? { ...item, order: 5 } : item));
    const tables = dealChoiceTables({ blocks: moved }, { t1: {}, t2: {} });
    expect(tables.map((item) => [item.blockId, item.tableTitle])).toEqual([["t1", null]]);
  });
});

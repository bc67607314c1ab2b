import { describe, expect, it } from "vitest";
import type { FrozenBlock } from "@/lib/sharing/frozen";
import { choicesProblems, defaultTableChoices, effectiveChoices, quantityRange, tableHasChoices, type Choices } from "./choices";

// The rules of a client's choices against a share's frozen copy (pure; the PUT route and the share
// view's script both run them).

const row = (id: string, fields: Record<string, unknown> = {}) => ({ type: "item", id, name: id, price: 10, quantity: 1, ...fields });

function block(id: string, rows: unknown[], segmentType = "pricing-table"): FrozenBlock {
  return { id, sourceId: `src-${id}`, segmentType, parent: null, order: 0, isFixedBlock: false, positionName: null, content: { rows }, metaData: {}, imageList: [], miscFileList: [] };
}

const frozen = {
  blocks: [
    block("menu", [
      row("venue"),
      { type: "section", id: "s1", title: "Food", discounts: [] },
      row("guests", { quantity: 100, quantityMin: 80, quantityMax: 140 }),
      row("photo", { optional: true, selectedByDefault: false }),
      row("band", { optional: true }),
    ]),
    block("fixed", [row("a"), row("b")]),
    block("text", [], "paragraph"),
  ],
};

describe("quantityRange", () => {
  it("needs both ends, whole numbers, min <= max", () => {
    expect(quantityRange({ quantityMin: 80, quantityMax: 140 })).toEqual({ min: 80, max: 140 });
    expect(quantityRange({ quantityMin: 140, quantityMax: 80 })).toEqual({ min: 140, max: 140 });
    expect(quantityRange({ quantityMin: 2.4, quantityMax: 5.6 })).toEqual({ min: 2, max: 6 });
    expect(quantityRange({ quantityMin: 80, quantityMax: null })).toBeNull();
    expect(quantityRange({})).toBeNull();
    expect(quantityRange({ quantityMin: Number.NaN, quantityMax: 3 })).toBeNull();
  });
});

describe("tableHasChoices and defaultTableChoices", () => {
  it("finds an optional row or a quantity range, also in a table stored as a JSON string", () => {
    expect(tableHasChoices(frozen.blocks[0].content)).toBe(true);
    expect(tableHasChoices(frozen.blocks[1].content)).toBe(false);
    expect(tableHasChoices(JSON.stringify({ rows: [row("x", { optional: true })] }))).toBe(true);
    expect(tableHasChoices("{not json")).toBe(false);
    expect(tableHasChoices(null)).toBe(false);
    expect(tableHasChoices({ rows: [null, 3, row("y", { quantityMin: 1 })] })).toBe(false);
  });

  it("defaults name only the rows the client can change; the quantity within the range", () => {
    expect(defaultTableChoices({ rows: [row("fixed"), row("g", { quantity: 200, quantityMin: 80, quantityMax: 140 }), row("o", { optional: true, selectedByDefault: false })] })).toEqual({
      g: { selected: true, quantity: 140 },
      o: { selected: false, quantity: 1 },
    });
  });
});

describe("effectiveChoices", () => {
  it("fills the defaults of every table with choices", () => {
    expect(effectiveChoices(frozen, null)).toEqual({
      menu: { guests: { selected: true, quantity: 100 }, photo: { selected: false, quantity: 1 }, band: { selected: true, quantity: 1 } },
    });
  });

  it("keeps the valid stored entries and drops unknown tables, rows and invalid values", () => {
    const stored = {
      menu: { guests: { selected: true, quantity: 120 }, photo: { selected: true, quantity: 1 }, venue: { selected: false, quantity: 5 }, ghost: { selected: true, quantity: 1 } },
      band: { x: { selected: false, quantity: 1 } },
      fixed: { a: { selected: false, quantity: 2 } },
    } as Choices;
    expect(effectiveChoices(frozen, stored)).toEqual({
      menu: { guests: { selected: true, quantity: 120 }, photo: { selected: true, quantity: 1 }, band: { selected: true, quantity: 1 } },
    });
    expect(effectiveChoices(frozen, { menu: { guests: { selected: true, quantity: 141 } } }).menu.guests.quantity).toBe(100);
  });

  it("treats ids such as __proto__ as plain keys", () => {
    const odd = { blocks: [block("__proto__", [row("__proto__", { optional: true })])] };
    const result = effectiveChoices(odd, JSON.parse('{"__proto__":{"__proto__":{"selected":false,"quantity":1}}}') as Choices);
    // An own property named __proto__ shadows the prototype's accessor: reading it reads the table.
    expect(Object.keys(result)).toEqual(["__proto__"]);
    expect(Object.keys(result["__proto__"])).toEqual(["__proto__"]);
    expect(result["__proto__"]["__proto__"]).toEqual({ selected: false, quantity: 1 });
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
  });
});

describe("choicesProblems", () => {
  it("accepts valid choices, and entries that repeat what cannot change", () => {
    expect(choicesProblems(frozen, { menu: { guests: { selected: true, quantity: 80 }, photo: { selected: true, quantity: 1 }, venue: { selected: true, quantity: 1 } } })).toEqual([]);
    expect(choicesProblems(frozen, {})).toEqual([]);
  });

  it("names each refused entry", () => {
    const problems = choicesProblems(frozen, {
      menu: {
        guests: { selected: true, quantity: 141 },
        venue: { selected: false, quantity: 2 },
        ghost: { selected: true, quantity: 1 },
        band: { selected: true, quantity: 3 },
      },
      fixed: { a: { selected: true, quantity: 1 } },
      nope: {},
    });
    expect(problems).toEqual([
      { path: ["menu", "guests", "quantity"], problem: "quantityRange", params: { min: 80, max: 140 } },
      { path: ["menu", "venue", "selected"], problem: "required", params: {} },
      { path: ["menu", "venue", "quantity"], problem: "fixedQuantity", params: {} },
      { path: ["menu", "ghost"], problem: "unknownRow", params: {} },
      { path: ["menu", "band", "quantity"], problem: "fixedQuantity", params: {} },
      { path: ["fixed"], problem: "unknownTable", params: {} },
      { path: ["nope"], problem: "unknownTable", params: {} },
    ]);
  });

  it("refuses a quantity that is not a whole number", () => {
    expect(choicesProblems(frozen, { menu: { guests: { selected: true, quantity: 90.5 } } })).toEqual([
      { path: ["menu", "guests", "quantity"], problem: "quantityRange", params: { min: 80, max: 140 } },
    ]);
  });
});

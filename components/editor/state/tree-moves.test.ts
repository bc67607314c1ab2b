import { describe, expect, it } from "vitest";
import { dropTarget, moveTarget, type Placed } from "./tree-moves";

const block = (id: string, parent: string | null, order: number): Placed => ({ id, parent, order, isFixedBlock: false });
// a, b (b1, b2), c
const blocks = [block("a", null, 0), block("b", null, 1), block("b1", "b", 0), block("b2", "b", 1), block("c", null, 2)];

describe("moveTarget", () => {
  it("moves among siblings and stops at the ends", () => {
    expect(moveTarget(blocks, "a", "up")).toBeNull();
    expect(moveTarget(blocks, "a", "down")).toEqual({ parent: null, index: 1 });
    expect(moveTarget(blocks, "b2", "up")).toEqual({ parent: "b", index: 0 });
    expect(moveTarget(blocks, "c", "down")).toBeNull();
  });

  it("indents under the previous sibling (last child) and outdents to right after the parent", () => {
    expect(moveTarget(blocks, "c", "indent")).toEqual({ parent: "b", index: 2 });
    expect(moveTarget(blocks, "a", "indent")).toBeNull();
    expect(moveTarget(blocks, "b1", "outdent")).toEqual({ parent: null, index: 2 });
    expect(moveTarget(blocks, "a", "outdent")).toBeNull();
  });

  it("refuses to indent past 4 levels", () => {
    const deep = [block("l1", null, 0), block("l2", "l1", 0), block("l3", "l2", 0), block("l4a", "l3", 0), block("l4b", "l3", 1)];
    expect(moveTarget(deep, "l4b", "indent")).toBeNull();
    expect(moveTarget(deep, "l4b", "outdent")).toEqual({ parent: "l2", index: 1 });
  });
});

describe("dropTarget", () => {
  const flat = ["a", "b", "b1", "b2", "c"];
  it("drops before the target when dragged upwards and after it when dragged downwards", () => {
    expect(dropTarget(blocks, flat, "c", "a")).toEqual({ parent: null, index: 0 });
    expect(dropTarget(blocks, flat, "a", "c")).toEqual({ parent: null, index: 2 });
    expect(dropTarget(blocks, flat, "a", "b1")).toEqual({ parent: "b", index: 1 });
  });
  it("never drops a block into its own subtree", () => {
    expect(dropTarget(blocks, flat, "b", "b2")).toBeNull();
    expect(dropTarget(blocks, flat, "b", "b")).toBeNull();
  });
});

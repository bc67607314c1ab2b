import { describe, expect, it } from "vitest";
import { BLOCK_TYPES, blockModule } from "./registry";
import { BLOCK_VIEWS } from "./view-registry";

// The editor draws blocks through BLOCK_VIEWS (no schemas), everything else through the registry:
// both must name the same renderer for every type, or the editor would show another block than a
// client sees.
describe("BLOCK_VIEWS", () => {
  it("has every registered type, and no other", () => {
    expect(Object.keys(BLOCK_VIEWS).sort()).toEqual([...BLOCK_TYPES].sort());
  });

  it.each([...BLOCK_TYPES])("%s: the registry's own view", (type) => {
    expect(BLOCK_VIEWS[type]).toBe(blockModule(type)!.View);
  });
});

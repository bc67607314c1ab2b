import { describe, expect, it } from "vitest";
import { ID_PATTERN } from "@/lib/validation/ids";
import { cloneTemplateType, newId, parentsFirst } from "./create";

describe("copy helpers", () => {
  it("makes cuid-shaped, distinct ids", () => {
    const ids = Array.from({ length: 200 }, newId);
    expect(new Set(ids).size).toBe(200);
    for (const id of ids) expect(id).toMatch(ID_PATTERN);
    expect(ids[0]).toHaveLength(25);
  });

  it("orders parents before children and survives loops", () => {
    const rows = [
      { id: "c", parentId: "b" },
      { id: "b", parentId: "a" },
      { id: "a", parentId: null },
      { id: "x", parentId: "y" },
      { id: "y", parentId: "x" },
    ];
    const order = parentsFirst(rows).map((r) => r.id);
    expect(order.indexOf("a")).toBeLessThan(order.indexOf("b"));
    expect(order.indexOf("b")).toBeLessThan(order.indexOf("c"));
    expect(order.sort()).toEqual(["a", "b", "c", "x", "y"]);
  });

  it("keeps templates templates and team-template documents bound to their template", () => {
    expect(cloneTemplateType("TEMPLATE")).toBe("TEMPLATE");
    expect(cloneTemplateType("DOCUMENT_FROM_TEAM_TEMPLATE")).toBe("DOCUMENT_FROM_TEAM_TEMPLATE");
    // A copy of a team template is a document made from it, bound to its rules.
    expect(cloneTemplateType("TEAM_TEMPLATE")).toBe("DOCUMENT_FROM_TEAM_TEMPLATE");
    expect(cloneTemplateType("DOCUMENT")).toBe("DOCUMENT");
  });
});

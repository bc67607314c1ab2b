import { describe, expect, it } from "vitest";
import { Prisma } from "@/lib/db/generated/client";
import { documentItemFields, fromHistoryDate, parentsFirst, segmentRowData } from "./undo-apply";

describe("parentsFirst", () => {
  it("puts every parent before its children, keeping the order otherwise", () => {
    const rows = [
      { id: "grandchild", parentId: "child" },
      { id: "other", parentId: "outside" },
      { id: "child", parentId: "root" },
      { id: "root", parentId: null },
    ];
    expect(parentsFirst(rows).map((r) => r.id)).toEqual(["other", "root", "child", "grandchild"]);
  });

  it("terminates on a cycle no valid tree has", () => {
    const rows = [
      { id: "a", parentId: "b" },
      { id: "b", parentId: "a" },
    ];
    expect(parentsFirst(rows).map((r) => r.id).sort()).toEqual(["a", "b"]);
  });
});

describe("reading history values back", () => {
  it("decodes dates written as { $date } and refuses anything else", () => {
    expect(fromHistoryDate({ $date: "2026-07-01T18:00:00.000Z" })).toEqual(new Date("2026-07-01T18:00:00.000Z"));
    expect(fromHistoryDate(null)).toBeNull();
    expect(() => fromHistoryDate("2026-07-01")).toThrow();
    expect(() => fromHistoryDate({ $date: "not a date" })).toThrow();
  });

  it("turns document items into column values and refuses fields undo may not write", () => {
    expect(documentItemFields({ title: "Gala", eventStartDate: { $date: "2026-07-01T18:00:00.000Z" }, eventEndDate: null, pageMargins: { $date: "kept as JSON" } })).toEqual({
      title: "Gala",
      eventStartDate: new Date("2026-07-01T18:00:00.000Z"),
      eventEndDate: null,
      pageMargins: { $date: "kept as JSON" },
    });
    expect(() => documentItemFields({ ownerId: "someone-else" })).toThrow(/ownerId/);
  });

  it("turns a segment row into create data: dates decoded, JSON nulls as DbNull, version and updatedAt left out", () => {
    const data = segmentRowData({
      id: "s1",
      documentId: "d1",
      segmentType: "text",
      parentId: null,
      content: null,
      metaData: { a: 1 },
      rowCurrencies: null,
      imageList: ["i1"],
      version: 7,
      createdAt: { $date: "2026-01-01T00:00:00.000Z" },
      updatedAt: { $date: "2026-01-02T00:00:00.000Z" },
    });
    expect(data).toEqual({
      id: "s1",
      documentId: "d1",
      segmentType: "text",
      parentId: null,
      content: Prisma.DbNull,
      metaData: { a: 1 },
      rowCurrencies: Prisma.DbNull,
      imageList: ["i1"],
      createdAt: new Date("2026-01-01T00:00:00.000Z"),
    });
  });
});

import { describe, expect, it } from "vitest";
import type { Segment } from "@/lib/db/generated/client";
import { SEGMENT_COLUMNS, segmentChangeItems, segmentHistoryRow } from "./undo-segments";

const segment = (overrides: Partial<Segment> = {}): Segment => ({
  id: "s1",
  documentId: "d1",
  segmentType: "text",
  parentId: null,
  parentIndex: 0,
  order: 0,
  content: "Hello",
  metaData: {},
  imageList: [],
  miscFileList: [],
  positionName: null,
  isFixedBlock: false,
  teamTemplateUserCanEdit: true,
  autoSelectOnHover: false,
  rowCurrencies: null,
  version: 0,
  createdAt: new Date("2026-01-01T00:00:00.000Z"),
  updatedAt: new Date("2026-01-02T00:00:00.000Z"),
  ...overrides,
});

describe("segmentHistoryRow", () => {
  it("keeps every column, JSON-safe, and nothing else", () => {
    const row = segmentHistoryRow({ ...segment(), children: [] } as unknown as Segment);
    expect(Object.keys(row).sort()).toEqual(Object.keys(SEGMENT_COLUMNS).sort());
    expect(row.createdAt).toEqual({ $date: "2026-01-01T00:00:00.000Z" });
    expect(JSON.parse(JSON.stringify(row))).toEqual(row);
  });
});

describe("segmentChangeItems", () => {
  it("records created, deleted and changed rows, and leaves unchanged ones out", () => {
    const kept = segment({ id: "kept" });
    const updated = segment({ id: "updated" });
    const deleted = segment({ id: "deleted" });
    const created = segment({ id: "created" });
    const items = segmentChangeItems({
      documentId: "d1",
      before: [kept, updated, deleted],
      after: [kept, { ...updated, content: { rows: [] }, version: 1 }, created],
    });
    expect(items.before.map((i) => [i.id, i.kind === "segment" && i.row !== null])).toEqual([
      ["updated", true],
      ["deleted", true],
      ["created", false],
    ]);
    expect(items.after.map((i) => [i.id, i.kind === "segment" && i.row !== null])).toEqual([
      ["updated", true],
      ["deleted", false],
      ["created", true],
    ]);
  });

  it("refuses rows of another document", () => {
    expect(() => segmentChangeItems({ documentId: "d1", before: [segment({ documentId: "d2" })], after: [] })).toThrow(/not in document/);
  });
});

describe("segmentChangeItems and bookkeeping columns", () => {
  it("leaves out a row that changed only in version and updatedAt", () => {
    const before = segment();
    const after = segment({ version: 3, updatedAt: new Date("2026-03-01T00:00:00.000Z") });
    expect(segmentChangeItems({ documentId: "d1", before: [before], after: [after] })).toEqual({ before: [], after: [] });
  });
});

import { describe, expect, it } from "vitest";
import { capSectionTimes, foreignSectionIds, mergeSectionTimes, mergeVisitProgress, readSectionTimes } from "./visit-sections";

const empty = { durationMs: null, sectionMs: null, lastSectionId: null };

describe("section times of a visit", () => {
  it("keeps a first report as sent", () => {
    expect(mergeVisitProgress(empty, { durationMs: 60_000, sections: { a: 20_000, b: 30_000 }, lastSection: "b" })).toEqual({
      durationMs: 60_000,
      sectionMs: { a: 20_000, b: 30_000 },
      lastSectionId: "b",
    });
  });

  it("merges cumulative reports by the largest value per block, so a repeat counts nothing twice", () => {
    const first = mergeVisitProgress(empty, { durationMs: 30_000, sections: { a: 20_000 }, lastSection: "a" });
    const again = mergeVisitProgress(first, { durationMs: 30_000, sections: { a: 20_000 }, lastSection: "a" });
    expect(again).toEqual(first);
    const next = mergeVisitProgress(again, { durationMs: 50_000, sections: { a: 22_000, b: 15_000 }, lastSection: "b" });
    expect(next).toEqual({ durationMs: 50_000, sectionMs: { a: 22_000, b: 15_000 }, lastSectionId: "b" });
  });

  it("loses nothing when a report is lost, and a late older one moves nothing back", () => {
    const newest = mergeVisitProgress(empty, { durationMs: 90_000, sections: { a: 40_000, c: 30_000 }, lastSection: "c" });
    const late = mergeVisitProgress(newest, { durationMs: 40_000, sections: { a: 25_000, b: 5_000 }, lastSection: "a" });
    expect(late).toEqual({ durationMs: 90_000, sectionMs: { a: 40_000, b: 5_000, c: 30_000 }, lastSectionId: "c" });
  });

  it("keeps the stored last section when the newest report names none", () => {
    const first = mergeVisitProgress(empty, { durationMs: 10_000, sections: { a: 5_000 }, lastSection: "a" });
    expect(mergeVisitProgress(first, { durationMs: 20_000 }).lastSectionId).toBe("a");
    expect(mergeVisitProgress(first, { durationMs: 20_000 }).sectionMs).toEqual({ a: 5_000 });
  });

  it("caps each section, then all of them together, at the visit's duration", () => {
    expect(capSectionTimes({ a: 90_000 }, 60_000)).toEqual({ a: 60_000 });
    const scaled = capSectionTimes({ a: 60_000, b: 60_000 }, 60_000);
    expect(scaled).toEqual({ a: 30_000, b: 30_000 });
    const sum = Object.values(capSectionTimes({ a: 7, b: 7, c: 7 }, 10)).reduce((total, ms) => total + ms, 0);
    expect(sum).toBeLessThanOrEqual(10);
    expect(capSectionTimes({ a: 0, b: 5 }, 10)).toEqual({ b: 5 });
    expect(mergeVisitProgress({ durationMs: 1_000, sectionMs: { a: 900 }, lastSectionId: "a" }, { durationMs: 500, sections: { a: 5_000 } }).sectionMs).toEqual({ a: 1_000 });
  });

  it("merges per block by the largest value", () => {
    expect(mergeSectionTimes({ a: 5, b: 9 }, { b: 3, c: 1 })).toEqual({ a: 5, b: 9, c: 1 });
  });

  it("reads a stored map tolerantly", () => {
    expect(readSectionTimes(null)).toEqual({});
    expect(readSectionTimes([1, 2])).toEqual({});
    expect(readSectionTimes("x")).toEqual({});
    expect(readSectionTimes({ a: 10, b: "7", c: -1, d: Number.NaN, e: 2.6 })).toEqual({ a: 10, e: 3 });
  });

  it("names the ids a report may not (not top-level blocks of the share)", () => {
    const known = new Set(["a", "b"]);
    expect(foreignSectionIds({ sections: { a: 1, b: 2 }, lastSection: "b" }, known)).toEqual([]);
    expect(foreignSectionIds({ sections: { a: 1, z: 2 } }, known)).toEqual(["z"]);
    expect(foreignSectionIds({ lastSection: "y" }, known)).toEqual(["y"]);
    expect(foreignSectionIds({}, known)).toEqual([]);
  });
});

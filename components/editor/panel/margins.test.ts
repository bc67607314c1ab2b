import { describe, expect, it } from "vitest";
import { marginDrafts, parseMargins } from "./margins";

const drafts = (values: Partial<Record<"top" | "right" | "bottom" | "left", string>>) => ({ top: "40", right: "60", bottom: "40", left: "60", ...values });

describe("page margins form", () => {
  it("accepts margins the server accepts", () => {
    expect(parseMargins(drafts({}))).toEqual({ margins: { top: 40, right: 60, bottom: 40, left: 60 } });
    expect(parseMargins(drafts({ top: "0", bottom: "300", left: " 12.5 " }))).toEqual({ margins: { top: 0, right: 60, bottom: 300, left: 12.5 } });
    expect(parseMargins(drafts({ left: "300", right: "300" }))).toEqual({ margins: { top: 40, right: 300, bottom: 40, left: 300 } });
  });

  it("refuses empty and non-numeric values, naming the side", () => {
    expect(parseMargins(drafts({ right: "" }))).toEqual({ problem: { kind: "notNumber", side: "right" } });
    expect(parseMargins(drafts({ bottom: "abc" }))).toEqual({ problem: { kind: "notNumber", side: "bottom" } });
  });

  it("refuses values outside 0-300", () => {
    expect(parseMargins(drafts({ top: "-1" }))).toEqual({ problem: { kind: "outOfRange", side: "top" } });
    expect(parseMargins(drafts({ left: "301" }))).toEqual({ problem: { kind: "outOfRange", side: "left" } });
  });

  it("round-trips stored margins into the form", () => {
    expect(marginDrafts({ top: 1, right: 2, bottom: 3, left: 4 })).toEqual({ top: "1", right: "2", bottom: "3", left: "4" });
  });
});

import { describe, expect, it } from "vitest";
import { cachedDataOf, mediaUrl, paperSizeFromWire, paperSizeToWire, shownStatus } from "./view";

describe("document view helpers", () => {
  it("shows the event's userState, else shared when snapshots exist, else draft", () => {
    expect(shownStatus("confirmed", 3)).toBe("confirmed");
    expect(shownStatus(null, 2)).toBe("shared");
    expect(shownStatus("  ", 0)).toBe("draft");
    expect(shownStatus(null, 0)).toBe("draft");
  });

  it("maps paper sizes between the wire and the database", () => {
    expect(paperSizeToWire("US_LEGAL")).toBe("us-legal");
    expect(paperSizeToWire("A4")).toBe("A4");
    expect(paperSizeFromWire("us-legal")).toBe("US_LEGAL");
    expect(paperSizeFromWire("A4")).toBe("A4");
  });

  it("builds media URLs and keeps only well-formed cached totals", () => {
    expect(mediaUrl("abc")).toBe("/api/media/download/abc");
    expect(mediaUrl(null)).toBeNull();
    expect(cachedDataOf({ a: { total: 5, currency: "EUR" }, b: { total: "x" }, c: 3 })).toEqual({ a: { total: 5, currency: "EUR", effectType: "TOTAL", decimals: null } });
    expect(cachedDataOf({ a: { total: 5, currency: "TRY", effectType: "PAID_INVOICE", decimals: 2 } })).toEqual({ a: { total: 5, currency: "TRY", effectType: "PAID_INVOICE", decimals: 2 } });
    expect(cachedDataOf([1, 2])).toEqual({});
    expect(cachedDataOf(null)).toEqual({});
  });
});

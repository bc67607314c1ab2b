import { describe, expect, it } from "vitest";
import { addMonthsClamped, trialExpiry } from "./trial";

const utc = (iso: string) => new Date(iso);

describe("trialExpiry (one month, clamped to the end of the target month)", () => {
  it("keeps the day and time when the next month has it", () => {
    expect(trialExpiry(utc("2026-03-15T10:20:30.400Z")).toISOString()).toBe("2026-04-15T10:20:30.400Z");
    expect(trialExpiry(utc("2026-01-28T00:00:00.000Z")).toISOString()).toBe("2026-02-28T00:00:00.000Z");
  });

  it("ends on the last day of a shorter month instead of overflowing into the next", () => {
    expect(trialExpiry(utc("2026-01-31T12:00:00.000Z")).toISOString()).toBe("2026-02-28T12:00:00.000Z");
    expect(trialExpiry(utc("2028-01-31T12:00:00.000Z")).toISOString()).toBe("2028-02-29T12:00:00.000Z"); // leap year
    expect(trialExpiry(utc("2026-03-31T23:59:59.999Z")).toISOString()).toBe("2026-04-30T23:59:59.999Z");
    expect(trialExpiry(utc("2026-01-30T00:00:00.000Z")).toISOString()).toBe("2026-02-28T00:00:00.000Z");
  });

  it("crosses the year", () => {
    expect(trialExpiry(utc("2026-12-31T08:00:00.000Z")).toISOString()).toBe("2027-01-31T08:00:00.000Z");
    expect(trialExpiry(utc("2026-12-15T08:00:00.000Z")).toISOString()).toBe("2027-01-15T08:00:00.000Z");
  });

  it("does not change its argument", () => {
    const from = utc("2026-01-31T12:00:00.000Z");
    trialExpiry(from);
    expect(from.toISOString()).toBe("2026-01-31T12:00:00.000Z");
  });
});

describe("addMonthsClamped", () => {
  it("adds several months and clamps", () => {
    expect(addMonthsClamped(utc("2026-08-31T00:00:00.000Z"), 6).toISOString()).toBe("2027-02-28T00:00:00.000Z");
    expect(addMonthsClamped(utc("2026-05-31T00:00:00.000Z"), 12).toISOString()).toBe("2027-05-31T00:00:00.000Z");
  });
});

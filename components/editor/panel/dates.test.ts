import { describe, expect, it } from "vitest";
import { eventFromWire, toDateInput } from "./dates";

describe("event dates in the panel", () => {
  it("shows the stored day whatever the format", () => {
    expect(toDateInput("2026-06-12T00:00:00.000Z")).toBe("2026-06-12");
    expect(toDateInput(new Date("2026-06-14T00:00:00Z"))).toBe("2026-06-14");
    expect(toDateInput(null)).toBe("");
    expect(toDateInput("not a date")).toBe("");
  });

  it("turns the API's strings into the Date objects the document holds", () => {
    const event = eventFromWire({ startDate: "2026-06-12T00:00:00.000Z", endDate: null, hasStartDate: true, userState: "confirmed" });
    expect(event.startDate).toEqual(new Date("2026-06-12T00:00:00Z"));
    expect(event.endDate).toBeNull();
    expect(event.userState).toBe("confirmed");
  });
});

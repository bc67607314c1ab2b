import { describe, expect, it } from "vitest";
import { planAllowsEditing } from "./edit-allowed";

const now = new Date("2026-05-01T12:00:00Z");
const past = new Date("2026-04-30T12:00:00Z");
const future = new Date("2026-05-02T12:00:00Z");

describe("planAllowsEditing", () => {
  it.each([
    ["no plan on record", null, true],
    ["a running trial", { state: "TRIAL", expiresAt: future }, true],
    ["an expired trial", { state: "TRIAL", expiresAt: past }, false],
    ["an open-ended paid plan", { state: "PAID", expiresAt: null }, true],
    ["a paid plan until later", { state: "PAID", expiresAt: future }, true],
    ["an expired paid plan", { state: "PAID", expiresAt: past }, false],
    ["a pending payment, even past its date", { state: "PAYMENT_PENDING", expiresAt: past }, true],
    ["a plan ending this very moment", { state: "PAID", expiresAt: now }, false],
  ] as const)("%s → %s", (_name, row, expected) => {
    expect(planAllowsEditing(row, now)).toBe(expected);
  });
});

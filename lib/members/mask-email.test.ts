import { describe, expect, it } from "vitest";
import { isSameAddress, maskEmail } from "./mask-email";

describe("maskEmail", () => {
  it.each([
    ["someone@example.com", "s…@example.com"],
    ["a@b.co", "a…@b.co"],
    ["first.last+tag@sub.example.org", "f…@sub.example.org"],
    ["odd@name@example.com", "o…@example.com"],
    ["no-at-sign", "n…"],
    ["@example.com", "@…"],
  ])("%s → %s", (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});

describe("isSameAddress", () => {
  it("compares addresses in any case and ignores surrounding spaces", () => {
    expect(isSameAddress("Someone@Example.COM", "someone@example.com ")).toBe(true);
    expect(isSameAddress("someone@example.com", "someone.else@example.com")).toBe(false);
    expect(isSameAddress(null, "someone@example.com")).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { isSmallPortrait } from "./small-screen";

describe("isSmallPortrait", () => {
  it("blocks narrow screens held upright", () => {
    expect(isSmallPortrait(390, 844)).toBe(true);
    expect(isSmallPortrait(749, 1000)).toBe(true);
  });

  it("allows 750 px and wider, whatever the height", () => {
    expect(isSmallPortrait(750, 1200)).toBe(false);
    expect(isSmallPortrait(1024, 1366)).toBe(false);
  });

  it("allows narrow screens turned sideways or square", () => {
    expect(isSmallPortrait(700, 400)).toBe(false);
    expect(isSmallPortrait(600, 600)).toBe(false);
  });
});

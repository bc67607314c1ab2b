import { describe, expect, it } from "vitest";
import { onboardingParamsSchema, parseOnboardingValue } from "./schemas";

describe("onboarding segments", () => {
  const ok = (a: string, b: string, c: string) => onboardingParamsSchema.safeParse({ a, b, c }).success;

  it("accepts letters, digits, dashes and underscores, 1 to 40 characters", () => {
    expect(ok("editor", "tour-step_2", "done")).toBe(true);
    expect(ok("a".repeat(40), "b", "c")).toBe(true);
    expect(ok("a".repeat(41), "b", "c")).toBe(false);
    expect(ok("", "b", "c")).toBe(false);
    expect(ok("edi tor", "b", "c")).toBe(false);
    expect(ok("editor", "b.c", "c")).toBe(false);
    expect(ok("__proto__", "b", "c")).toBe(false);
    expect(ok("a", "constructor", "c")).toBe(false);
  });

  it("accepts numbers and booleans as the value", () => {
    expect(ok("a", "b", "-1.5")).toBe(true);
    expect(ok("a", "b", "true")).toBe(true);
    expect(ok("a", "b", "1e5")).toBe(true); // a plain segment: stays text
    expect(ok("a", "b", "1.2.3")).toBe(false);
    expect(ok("a", "b", "<script>")).toBe(false);
  });

  it("parses true, false and canonical numbers; keeps the rest as text", () => {
    expect(parseOnboardingValue("true")).toBe(true);
    expect(parseOnboardingValue("false")).toBe(false);
    expect(parseOnboardingValue("3")).toBe(3);
    expect(parseOnboardingValue("-1.5")).toBe(-1.5);
    expect(parseOnboardingValue("007")).toBe("007");
    expect(parseOnboardingValue("1.50")).toBe("1.50");
    expect(parseOnboardingValue("1e5")).toBe("1e5");
    expect(parseOnboardingValue("done")).toBe("done");
  });
});

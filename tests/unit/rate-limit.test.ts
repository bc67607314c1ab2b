import { describe, expect, it } from "vitest";
import { addressFromForwardedFor, LIMITS, perAddress } from "@/lib/auth/rate-limit";

describe("per-address rate limits", () => {
  it("take the hop the trusted proxy appended, not one the client wrote, and no hop without a trusted proxy", () => {
    expect(addressFromForwardedFor("6.6.6.6, 203.0.113.9", 1)).toBe("203.0.113.9");
    expect(addressFromForwardedFor("6.6.6.6, 203.0.113.9, 10.0.0.2", 2)).toBe("203.0.113.9");
    expect(addressFromForwardedFor("6.6.6.6, 203.0.113.9", 0)).toBeNull();
    expect(addressFromForwardedFor(null, 1)).toBeNull();
  });

  it("are widened only for 'unknown', where every caller shares one address", () => {
    expect(perAddress(LIMITS.registerPerAddress, "203.0.113.9")).toEqual(LIMITS.registerPerAddress);
    expect(perAddress(LIMITS.registerPerAddress, "unknown").max).toBeGreaterThan(LIMITS.registerPerAddress.max * 10);
    expect(perAddress(LIMITS.registerPerAddress, "unknown").windowSeconds).toBe(LIMITS.registerPerAddress.windowSeconds);
    // A run on this machine (a developer, the end-to-end tests) comes from loopback: shared as well.
    expect(perAddress(LIMITS.registerPerAddress, "127.0.0.1")).toEqual(perAddress(LIMITS.registerPerAddress, "unknown"));
    expect(perAddress(LIMITS.registerPerAddress, "::1")).toEqual(perAddress(LIMITS.registerPerAddress, "unknown"));
    expect(perAddress(LIMITS.registerPerAddress, "10.0.0.1")).toEqual(LIMITS.registerPerAddress);
  });
});

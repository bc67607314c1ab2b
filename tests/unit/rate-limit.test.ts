import { describe, expect, it } from "vitest";
import { addressFromForwardedFor, LIMITS, perAddress } from "@/lib/auth/rate-limit";

describe("per-address rate limits", () => {
  it("take the hop the proxy appended, not one the client wrote", () => {
    expect(addressFromForwardedFor("6.6.6.6, 203.0.113.9")).toBe("203.0.113.9");
    expect(addressFromForwardedFor(null)).toBe("local");
  });

  it("are widened only for 'local', where every caller shares one address", () => {
    expect(perAddress(LIMITS.registerPerAddress, "203.0.113.9")).toEqual(LIMITS.registerPerAddress);
    expect(perAddress(LIMITS.registerPerAddress, "local").max).toBeGreaterThan(LIMITS.registerPerAddress.max * 10);
    expect(perAddress(LIMITS.registerPerAddress, "local").windowSeconds).toBe(LIMITS.registerPerAddress.windowSeconds);
    // `next start` writes the loopback address itself when nobody is in front of it: still one shared "local".
    expect(perAddress(LIMITS.registerPerAddress, "127.0.0.1")).toEqual(perAddress(LIMITS.registerPerAddress, "local"));
    expect(perAddress(LIMITS.registerPerAddress, "::1")).toEqual(perAddress(LIMITS.registerPerAddress, "local"));
    expect(perAddress(LIMITS.registerPerAddress, "10.0.0.1")).toEqual(LIMITS.registerPerAddress);
  });
});

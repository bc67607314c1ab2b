import { describe, expect, it } from "vitest";
import { addressBucket } from "./address-bucket";

describe("addressBucket", () => {
  it("counts IPv6 callers by their /64 network, whatever the host part", () => {
    expect(addressBucket("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(addressBucket("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(addressBucket("2001:DB8:0001:0002::ffff")).toBe("2001:db8:1:2::/64");
    expect(addressBucket("2001:db8::5")).toBe("2001:db8:0:0::/64");
    expect(addressBucket("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("reads an IPv4-mapped address as the IPv4 address and leaves IPv4, loopback and unknown alone", () => {
    expect(addressBucket("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(addressBucket("203.0.113.9")).toBe("203.0.113.9");
    expect(addressBucket("::1")).toBe("::1");
    expect(addressBucket("unknown")).toBe("unknown");
  });
});

import { isIPv4, isIPv6 } from "node:net";

// The address a limit counts a caller under. One IPv6 subscriber holds a whole /64 (2^64 addresses),
// so counting full IPv6 addresses would give an attacker a fresh budget per request: IPv6 callers
// are counted by their /64 network. An IPv4 address written in IPv6 form is the IPv4 address.

const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail counts as two). */
function ipv6Groups(address: string): string[] {
  const [head, tail] = address.split("::") as [string, string | undefined];
  const parts = (text: string | undefined) => (text ? text.split(":").flatMap((group) => (group.includes(".") ? ["0", "0"] : [group])) : []);
  const left = parts(head);
  if (tail === undefined) return left;
  const right = parts(tail);
  return [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
}

export function addressBucket(address: string): string {
  const bare = address.replace(/%.*$/, "");
  const mapped = MAPPED_IPV4.exec(bare)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(bare) || bare === "::1") return address;
  const network = ipv6Groups(bare.toLowerCase())
    .slice(0, 4)
    .map((group) => parseInt(group || "0", 16).toString(16));
  return `${network.join(":")}::/64`;
}

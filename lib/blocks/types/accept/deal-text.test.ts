import { describe, expect, it } from "vitest";
import type { DealView, SignatureView } from "@/lib/acceptance/types";
import { blockSignatures, joinNames, maskEmail, signedNames, timeValue } from "./deal-text";

const words = { two: (a: string, b: string) => `${a} and ${b}`, more: (list: string, last: string) => `${list} and ${last}`, separator: ", " };

const signature = (blockId: string, signerId: string, name: string, signedAt: string): SignatureView => ({
  blockId,
  signerId,
  name,
  role: null,
  kind: "typed",
  typedText: name,
  imageDataUrl: null,
  signedAt,
});

const deal = (signatures: SignatureView[]): DealView => ({ apiBase: "/x", requireAcceptance: true, choices: {}, signatures, outcome: null, locked: true, contentHash: "h", stamp: "1" });

describe("the Accept block's deal texts", () => {
  it("joins names as the reader's language does", () => {
    expect(joinNames([], words)).toBe("");
    expect(joinNames(["Ada"], words)).toBe("Ada");
    expect(joinNames(["Ada", "Bo"], words)).toBe("Ada and Bo");
    expect(joinNames(["Ada", "Bo", "Cy"], words)).toBe("Ada, Bo and Cy");
  });

  it("lists who signed once each, in signing order, and finds a block's signatures by signer", () => {
    const all = deal([signature("b2", "s1", "Cy", "2026-01-03T00:00:00Z"), signature("b1", "s2", "Bo", "2026-01-02T00:00:00Z"), signature("b1", "s1", "Ada", "2026-01-01T00:00:00Z"), signature("b2", "s2", " Ada ", "2026-01-04T00:00:00Z")]);
    expect(signedNames(all)).toEqual(["Ada", "Bo", "Cy"]);
    const mine = blockSignatures(all, "b1");
    expect([...mine.keys()].sort()).toEqual(["s1", "s2"]);
    expect(mine.get("s1")?.name).toBe("Ada");
    expect(blockSignatures(undefined, "b1").size).toBe(0);
  });

  it("shows an address only enough to recognise it", () => {
    expect(maskEmail("giulia@example.com")).toBe("g•••@example.com");
    expect(maskEmail("ödön@example.com")).toBe("ö•••@example.com");
    expect(maskEmail("")).toBe("");
    expect(maskEmail("@example.com")).toBe("");
  });

  it("reads stored times for ICU dates, an unreadable one as the epoch", () => {
    expect(timeValue("2026-11-27T14:05:00Z")).toBe(Date.UTC(2026, 10, 27, 14, 5));
    expect(timeValue("soon")).toBe(0);
  });
});

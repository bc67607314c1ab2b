import { describe, expect, it } from "vitest";
import { dealStatusOf } from "./document-deal-status";

describe("dealStatusOf", () => {
  const createdAt = new Date("2026-05-01T10:00:00Z");
  const acceptedAt = new Date("2026-05-02T10:00:00Z");
  const declinedAt = new Date("2026-05-03T10:00:00Z");

  it("is NONE without a share that asks for acceptance", () => {
    expect(dealStatusOf(null)).toEqual({ status: "NONE", at: null });
  });

  it("waits from the share's creation until an outcome", () => {
    expect(dealStatusOf({ createdAt, acceptedAt: null, declinedAt: null })).toEqual({ status: "AWAITING", at: createdAt });
  });

  it("is ACCEPTED when any recipient accepted, even if another declined later", () => {
    expect(dealStatusOf({ createdAt, acceptedAt, declinedAt })).toEqual({ status: "ACCEPTED", at: acceptedAt });
  });

  it("is DECLINED when declined and not accepted", () => {
    expect(dealStatusOf({ createdAt, acceptedAt: null, declinedAt })).toEqual({ status: "DECLINED", at: declinedAt });
  });
});

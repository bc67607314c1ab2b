import { describe, expect, it } from "vitest";
import { designFromNext, registerHref } from "./auth-links";

const DESIGN = "cmwy3hi280004a07d4zl68uri";
const DOC = "cvcvppx62jxefzkwnxhkt6a1j";

describe("the links between the logged-out pages", () => {
  it("keep the invitation, the referral and the design on the way to registration", () => {
    expect(registerHref({})).toBe("/auth/register");
    expect(registerHref({ invitationKey: "k1", refCode: "R2", design: DESIGN })).toBe(`/auth/register?invitationKey=k1&refCode=R2&design=${DESIGN}`);
  });

  it("find the design a login goes back to, and nothing in any other address", () => {
    expect(designFromNext(`/design-preview/${DESIGN}/${DOC}`)).toBe(DESIGN);
    expect(designFromNext("/documents")).toBeUndefined();
    expect(designFromNext(`/design-preview/${DESIGN}/${DOC}/extra`)).toBeUndefined();
    expect(designFromNext(`https://evil.example/design-preview/${DESIGN}/${DOC}`)).toBeUndefined();
    expect(designFromNext(undefined)).toBeUndefined();
  });
});

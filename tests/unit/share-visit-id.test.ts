import { describe, expect, it } from "vitest";
import { pageVisitId, VISIT_ID_PATTERN } from "@/lib/share/client/lib/visit-id";

// Which visit a share view page's events belong to (lib/share/client/lib/visit-id.ts).

const A = "6f1c2f0e-8b1a-4c37-9d7e-0a1b2c3d4e5f";
const B = "0b7e8f3c-1d2e-4f50-8a6b-7c8d9e0f1a2b";

describe("pageVisitId", () => {
  it("takes the body's attribute on pages rendered per visit (landing, PIN step)", () => {
    expect(pageVisitId(A, `?step=document&v=${B}`, `share-visit=${B}`)).toBe(A);
  });

  it("takes the address's v on the document page, before the cookie", () => {
    expect(pageVisitId(undefined, `?step=document&v=${A}`, `share-visit=${B}`)).toBe(A);
    expect(pageVisitId(undefined, `?v=${A}&step=document`, "")).toBe(A);
  });

  it("falls back to the visit cookie when the address has no valid v", () => {
    expect(pageVisitId(undefined, "?step=document", `share-visit=${B}`)).toBe(B);
    expect(pageVisitId(undefined, "?step=document&v=x%20y", `a=1; share-visit=${B}; c=2`)).toBe(B);
    expect(pageVisitId(undefined, `?step=document&v=${A.toUpperCase()}`, `share-visit=${B}`)).toBe(B);
    expect(pageVisitId(undefined, "", ` share-visit = ${B} `)).toBe(B);
  });

  it("answers nothing rather than an id the events API would refuse", () => {
    expect(pageVisitId(undefined, "?step=document", "")).toBeUndefined();
    expect(pageVisitId(undefined, "?v=not-a-visit", "share-visit=also-not")).toBeUndefined();
    expect(pageVisitId(undefined, "", "xshare-visit=" + B)).toBeUndefined();
    expect(VISIT_ID_PATTERN.test(A)).toBe(true);
    expect(VISIT_ID_PATTERN.test(`${A}0`)).toBe(false);
  });
});

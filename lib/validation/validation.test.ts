import { describe, expect, it } from "vitest";
import { idSchema, isId } from "./ids";
import { instagramHandleSchema, instagramSchema } from "./instagram";

describe("idSchema", () => {
  it("accepts cuids as Prisma's cuid() makes them, trimmed", () => {
    expect(idSchema.parse("cmfx3k2p90000abcd1234efgh")).toBe("cmfx3k2p90000abcd1234efgh");
    expect(idSchema.parse(" ckqv2xq6d0000x0s9h6h2b7c1\n")).toBe("ckqv2xq6d0000x0s9h6h2b7c1");
    expect(isId("cknotaworkspace000000000")).toBe(true);
  });

  it("refuses anything that cannot name a row", () => {
    for (const value of ["", "no-such-team", "short", "x".repeat(33), "../etc/passwd", "ckqv2xq6d0000x0s9h6h2b7c1;", "3f2b8c1e-1d2a-4c5e-9f00-123456789abc"]) {
      expect(isId(value), value).toBe(false);
    }
  });
});

describe("instagram", () => {
  it("stores the handle without '@', an empty one as null", () => {
    expect(instagramSchema.parse(" @villa.aurelia ")).toBe("villa.aurelia");
    expect(instagramSchema.parse("villa_aurelia")).toBe("villa_aurelia");
    expect(instagramSchema.parse("")).toBeNull();
    expect(instagramHandleSchema.parse(" @villa ")).toBe("@villa");
  });

  it("refuses spaces, other characters and handles over 30 characters", () => {
    for (const value of ["villa aurelia", "villa!", "a".repeat(31), "@@villa"]) expect(instagramSchema.safeParse(value).success, value).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { initialsOf } from "./initials";

describe("initialsOf", () => {
  it("takes the first letters of the first two words, in capitals", () => {
    expect(initialsOf("giulia bianchi rossi")).toBe("GB");
    expect(initialsOf("  Ada  ")).toBe("A");
    expect(initialsOf("")).toBe("");
  });

  it("keeps a character outside the basic plane whole", () => {
    expect(initialsOf("𝒜da 😀mile")).toBe("𝒜😀");
  });
});

import { describe, expect, it } from "vitest";
import { isNumberingStyle, numberingExample, numberingLevels } from "./numbering-example";

describe("numbering previews", () => {
  it("labels the 4 nested levels of each style", () => {
    expect(numberingExample("1.a)i)1.")).toBe("1. / a) / i) / 1.");
    expect(numberingExample("I)A)1.a)")).toBe("I) / A) / 1. / a)");
    expect(numberingExample("{ip}")).toBe("1. / 1.1. / 1.1.1. / 1.1.1.1.");
    expect(numberingExample("A)")).toBe("A) / A) / A) / A)");
    expect(numberingExample("off")).toBe("");
  });

  it("follows a path through the tree", () => {
    expect(numberingLevels("1.a)i)1.", [2, 3, 4, 5])).toEqual(["2.", "c)", "iv)", "5."]);
  });

  it("knows the styles the server accepts", () => {
    expect(isNumberingStyle("I)A)1.a)")).toBe(true);
    expect(isNumberingStyle("1.1.1")).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { academyUrl } from "./academy";

describe("academyUrl", () => {
  it("embeds only http(s) addresses", () => {
    expect(academyUrl("https://academy.example.com/tr")).toBe("https://academy.example.com/tr");
    expect(academyUrl("  ")).toBeNull();
    expect(academyUrl(undefined)).toBeNull();
    expect(academyUrl("javascript:alert(1)")).toBeNull();
    expect(academyUrl("not a url")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { previewText } from "./preview";

describe("previewText", () => {
  it("reads plain text, rich text and JSON content", () => {
    expect(previewText("Welcome to the gala")).toBe("Welcome to the gala");
    expect(previewText("<p>Dinner &amp; <strong>dance</strong></p><p>till late</p>")).toBe("Dinner & dance till late");
    expect(previewText({ title: "Menu", entries: [{ title: "Soup", image: "ckmedia00000000000000001" }], url: "https://example.com" })).toBe("Menu Soup");
  });

  it("shortens long text and copes with empty content", () => {
    const long = previewText("word ".repeat(100), 20);
    expect(long.length).toBeLessThanOrEqual(20);
    expect(long.endsWith("…")).toBe(true);
    expect(previewText(null)).toBe("");
    expect(previewText(42)).toBe("");
  });
});

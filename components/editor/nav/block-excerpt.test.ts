import { describe, expect, it } from "vitest";
import { blockExcerpt } from "./block-excerpt";

describe("blockExcerpt", () => {
  it("reads text out of HTML, shortened", () => {
    expect(blockExcerpt("<p>Dinner under the <strong>stars</strong></p>")).toBe("Dinner under the stars");
    expect(blockExcerpt("a".repeat(100), 10)).toBe(`${"a".repeat(9)}…`);
  });

  it("takes an object's title or html, and never shows a media id as text", () => {
    expect(blockExcerpt({ title: "Giulia & Marco", imageId: null })).toBe("Giulia & Marco");
    expect(blockExcerpt({ imageId: "cmwr66j8a0013abcdefghijkl", html: "<p>Peonies</p>" })).toBe("Peonies");
    expect(blockExcerpt("cmwr66j8a0013abcdefghijkl")).toBe("");
    expect(blockExcerpt(null)).toBe("");
  });
});

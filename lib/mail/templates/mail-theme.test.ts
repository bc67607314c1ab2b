import { describe, expect, it } from "vitest";
import { contrastRatio } from "@/lib/doc-styles/contrast";
import { DEFAULT_DOC_STYLE } from "@/lib/doc-styles/defaults";
import { DARK_ACCENT, DEFAULT_ACCENT, mailFontStack, mailTheme, readableAccent } from "./mail-theme";

describe("readableAccent", () => {
  it("keeps a brand colour that carries white text", () => {
    expect(readableAccent("#8a5a44")).toBe("#8a5a44");
  });

  it("darkens a light brand colour until white text on it reaches 4.5, keeping its hue", () => {
    const accent = readableAccent("#f4d03f");
    expect(accent).not.toBe(DARK_ACCENT);
    expect(contrastRatio(accent, "#ffffff")).toBeGreaterThanOrEqual(4.5);
  });

  it("falls back to a dark tone for white, and to our colour for no or transparent colour", () => {
    expect(readableAccent("#ffffff")).toBe(DARK_ACCENT);
    expect(readableAccent(null)).toBe(DEFAULT_ACCENT);
    expect(readableAccent("rgba(0,0,0,0.2)")).toBe(DEFAULT_ACCENT);
  });
});

describe("mailFontStack", () => {
  it("names the document's face first, then faces every reader has", () => {
    expect(mailFontStack("Playfair Display", "serif")).toBe("'Playfair Display', Georgia, 'Times New Roman', Times, serif");
    expect(mailFontStack("Helvetica", "sans-serif")).toMatch(/^'Helvetica', -apple-system, .*sans-serif$/);
    expect(mailFontStack("system-ui", "sans-serif")).toMatch(/^-apple-system/);
  });

  it("falls back to a serif for script faces, never to the reader's cursive", () => {
    expect(mailFontStack("Great Vibes", "serif")).toMatch(/serif$/);
    expect(mailFontStack("Great Vibes", "serif")).not.toContain("cursive");
  });
});

describe("mailTheme", () => {
  it("reads the document's style, and our defaults without one", () => {
    expect(mailTheme(DEFAULT_DOC_STYLE)).toMatchObject({ accent: "#8a5a44", headingFont: expect.stringMatching(/^'Playfair Display'/) });
    expect(mailTheme(null).accent).toBe(DEFAULT_ACCENT);
  });
});

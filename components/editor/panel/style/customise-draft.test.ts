import { describe, expect, it } from "vitest";
import { DEFAULT_DOC_STYLE } from "@/lib/doc-styles/defaults";
import { STYLE_PRESETS } from "@/lib/doc-styles/presets";
import { docStyleBodySchema } from "@/lib/doc-styles/schema";
import { draftFrom, headingFamilyOf, withBodyFamily, withCuratedFamily, withHeadingColor, withHeadingFamily, withTextColor } from "./customise-draft";

describe("the Style tab's customise draft", () => {
  it("starts from the document's copy without its preset marker or style id, else from the default", () => {
    const draft = draftFrom({ preset: "coastal", id: "clx0style", ...STYLE_PRESETS.coastal });
    expect(draft).toEqual(STYLE_PRESETS.coastal);
    expect(draft).not.toHaveProperty("preset");
    expect(draftFrom(null)).toEqual(DEFAULT_DOC_STYLE);
    // A copy, never the shared default object itself.
    expect(draftFrom(null)).not.toBe(DEFAULT_DOC_STYLE);
  });

  it("sets every heading level in one face, with the source and a weight the family can show", () => {
    const blush = withHeadingFamily(STYLE_PRESETS["romantic-blush"], "Montserrat");
    expect(headingFamilyOf(blush)).toBe("Montserrat");
    for (const key of ["h1", "h2", "h3", "h4"] as const) expect(blush.fonts[key]).toMatchObject({ family: "Montserrat", source: "google", miscFileId: null });
    // Great Vibes (regular only) to Montserrat: a heading weight again; Lora's 500 stays.
    expect(blush.fonts.h2.weight).toBe(600);
    expect(blush.fonts.h3.weight).toBe(500);
    // A static Google family shows its regular face only.
    expect(withHeadingFamily(STYLE_PRESETS.corporate, "DM Serif Display").fonts.h2.weight).toBe(400);
    expect(withHeadingFamily(DEFAULT_DOC_STYLE, "Georgia").fonts.h2).toMatchObject({ family: "Georgia", source: "system", weight: 600 });
    expect(docStyleBodySchema.safeParse(blush).success).toBe(true);
  });

  it("changes the body face alone, and leaves an unknown family as it was", () => {
    const style = withBodyFamily(DEFAULT_DOC_STYLE, "Lora");
    expect(style.fonts.text).toMatchObject({ family: "Lora", source: "google" });
    expect(style.fonts.h2).toEqual(DEFAULT_DOC_STYLE.fonts.h2);
    const uploaded = { ...DEFAULT_DOC_STYLE.fonts.text, source: "uploaded" as const, family: "Brand", miscFileId: "clx0file" };
    expect(withCuratedFamily(uploaded, "Not A Font", false)).toBe(uploaded);
    expect(withCuratedFamily(uploaded, "Inter", false)).toMatchObject({ family: "Inter", source: "google", miscFileId: null });
  });

  it("colours every heading level at once, and the text on its own", () => {
    const style = withTextColor(withHeadingColor(DEFAULT_DOC_STYLE, "#0f766e"), "#222222");
    expect([style.fonts.h1.color, style.fonts.h2.color, style.fonts.h3.color, style.fonts.h4.color]).toEqual(["#0f766e", "#0f766e", "#0f766e", "#0f766e"]);
    expect(style.fonts.text.color).toBe("#222222");
    expect(DEFAULT_DOC_STYLE.fonts.h2.color).toBe("#1c1917");
  });
});

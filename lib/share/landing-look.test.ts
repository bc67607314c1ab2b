import { describe, expect, it } from "vitest";
import { DEFAULT_DOC_STYLE } from "@/lib/doc-styles/defaults";
import { contrastRatio } from "@/lib/doc-styles/contrast";
import { landingLook } from "./landing-look";

const style = (changes: { colors?: Partial<typeof DEFAULT_DOC_STYLE.colors>; text?: Partial<typeof DEFAULT_DOC_STYLE.fonts.text>; h1?: Partial<typeof DEFAULT_DOC_STYLE.fonts.h1> }) => ({
  ...DEFAULT_DOC_STYLE,
  colors: { ...DEFAULT_DOC_STYLE.colors, ...changes.colors },
  fonts: { ...DEFAULT_DOC_STYLE.fonts, text: { ...DEFAULT_DOC_STYLE.fonts.text, ...changes.text }, h1: { ...DEFAULT_DOC_STYLE.fonts.h1, ...changes.h1 } },
});

describe("landingLook", () => {
  it("takes the style's faces and colours, and the Classic style for a document without one", () => {
    const look = landingLook(style({ colors: { accent1: "#1f4d3a" } }), null);
    expect(look.vars["--lp-heading-font"]).toBe('"Playfair Display", serif');
    expect(look.vars["--lp-accent"]).toBe("#1f4d3a");
    expect(look.vars["--lp-on-accent"]).toBe("#ffffff");
    expect(look.brandColor).toBe("#1f4d3a");
    expect(look.fontHrefs).toEqual(["https://fonts.googleapis.com/css2?family=Playfair+Display:wght@400..900&display=swap"]);
    expect(landingLook({}, null).vars["--lp-accent"]).toBe(DEFAULT_DOC_STYLE.colors.accent1);
  });

  it("replaces text colours that would not be readable on the background", () => {
    const look = landingLook(style({ colors: { docBackgroundColor: "#ffffff" }, text: { color: "#eeeeee" } }), null);
    expect(look.vars["--lp-text"]).toBe("#000000");
    const dark = landingLook(style({ colors: { docBackgroundColor: "#101010" }, text: { color: "#202020" } }), null);
    expect(contrastRatio(dark.vars["--lp-text"], "#101010")).toBeGreaterThanOrEqual(4.5);
  });

  it("declares uploaded faces only where the visitor may load their files", () => {
    const uploaded = style({ text: { source: "uploaded", family: "House Sans", miscFileId: "cfile000000000000000000001" } });
    expect(landingLook(uploaded, (id) => `/f/${id}`).fontFaces).toContain('@font-face{font-family:"House Sans";src:url("/f/cfile000000000000000000001")');
    expect(landingLook(uploaded, null).fontFaces).toBe("");
  });
});

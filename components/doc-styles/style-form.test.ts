import { describe, expect, it } from "vitest";
import { DEFAULT_DOC_STYLE } from "@/lib/doc-styles/defaults";
import { GOOGLE_FONTS, SYSTEM_FONTS } from "@/lib/doc-styles/fonts";
import { UPLOADED_FONTS_MAX, type DocStyleData, type UploadedFont } from "@/lib/doc-styles/schema";
import {
  colorInputValue,
  familiesFor,
  familyFromFileName,
  parseNumberInput,
  problemsByPath,
  styleBodyOf,
  uploadedFileFor,
  validateStyle,
  withFamily,
  withSource,
  withUploadedFont,
  withWeight,
} from "./style-form";

const FILE_A = "ckv9z0a1b0000qzrmn831i7rn";
const FILE_B = "ckv9z0a1b0001qzrmn831i7rn";
const uploaded: UploadedFont[] = [
  { family: "Brand Serif", miscFileId: FILE_A, weight: 400, style: "normal" },
  { family: "Brand Serif", miscFileId: FILE_B, weight: 700, style: "normal" },
];
const style = (patch: Partial<DocStyleData> = {}): DocStyleData => ({ ...structuredClone(DEFAULT_DOC_STYLE), ...patch });

describe("styleBodyOf", () => {
  it("keeps the body of a style view and drops the rest", () => {
    const view = { ...style(), _id: "x", id: "x", teamId: "t", isDefault: true, updatedAt: "2026-01-01" };
    expect(styleBodyOf(view)).toEqual(DEFAULT_DOC_STYLE);
  });
});

describe("validateStyle", () => {
  it("accepts the default style", () => {
    expect(validateStyle(style())).toEqual([]);
  });

  it("names each bad field with the server's path and message key", () => {
    const body = style();
    body.fonts.h2.color = "#12";
    body.fonts.text.size = 400;
    body.others.lineHeight = 9;
    expect(problemsByPath(validateStyle(body))).toEqual({
      "fonts.h2.color": "validation.cssColor",
      "fonts.text.size": "validation.fontSize",
      "others.lineHeight": "validation.outOfRange",
    });
  });

  it("asks for a file when a font is uploaded without one, and for a name", () => {
    const body = style({ name: "  " });
    body.fonts.h1 = { ...body.fonts.h1, source: "uploaded", miscFileId: null };
    expect(problemsByPath(validateStyle(body))).toEqual({ name: "validation.required", "fonts.h1.miscFileId": "validation.fontFile" });
  });
});

describe("font choices", () => {
  it("offers the catalog of each source, and a style's uploaded families once", () => {
    expect(familiesFor("system", [])).toEqual(SYSTEM_FONTS.map((font) => font.family));
    expect(familiesFor("google", [])).toEqual(GOOGLE_FONTS.map((font) => font.family));
    expect(familiesFor("uploaded", uploaded)).toEqual(["Brand Serif"]);
  });

  it("keeps the family when the new source has it, else takes the source's first", () => {
    const font = { ...DEFAULT_DOC_STYLE.fonts.text, source: "system" as const, family: "Georgia" };
    expect(withSource(font, "google", []).family).toBe(GOOGLE_FONTS[0].family);
    expect(withSource({ ...font, family: "Arial" }, "system", []).family).toBe("Arial");
  });

  it("gives an uploaded family the file nearest its weight, and drops the file for other sources", () => {
    const font = { ...DEFAULT_DOC_STYLE.fonts.h2, weight: 600 };
    const chosen = withSource(font, "uploaded", uploaded);
    expect(chosen).toMatchObject({ source: "uploaded", family: "Brand Serif", miscFileId: FILE_B });
    expect(withWeight(chosen, 300, uploaded).miscFileId).toBe(FILE_A);
    expect(withSource(chosen, "google", uploaded).miscFileId).toBeNull();
    expect(uploadedFileFor("Unknown", 400, uploaded)).toBeNull();
    expect(withFamily({ ...chosen }, "Unknown", uploaded).miscFileId).toBeNull();
  });

  it("switching to uploaded with no uploaded font leaves the file to be uploaded (the schema says so)", () => {
    const font = withSource(DEFAULT_DOC_STYLE.fonts.h2, "uploaded", []);
    expect(font).toMatchObject({ source: "uploaded", family: DEFAULT_DOC_STYLE.fonts.h2.family, miscFileId: null });
  });
});

describe("uploaded fonts", () => {
  it("names a family after the file", () => {
    expect(familyFromFileName("Brandon_Grotesque-Bold.woff2", "Custom font")).toBe("Brandon Grotesque Bold");
    expect(familyFromFileName("../évent<script>.otf", "Custom font")).toBe("vent script");
    expect(familyFromFileName("???.ttf", "Custom font")).toBe("Custom font");
    expect(familyFromFileName(`${"A".repeat(90)}.woff`, "Custom font")).toHaveLength(60);
  });

  it("adds a file once, and refuses beyond the limit", () => {
    const body = style();
    const added = withUploadedFont(body, uploaded[0])!;
    expect(added.uploadedFonts).toEqual([uploaded[0]]);
    expect(withUploadedFont(added, uploaded[0])).toBe(added);
    const full = style({ uploadedFonts: Array.from({ length: UPLOADED_FONTS_MAX }, (_, at) => ({ ...uploaded[0], miscFileId: `ckv9z0a1b${String(at).padStart(4, "0")}qzrmn831i7rx` })) });
    expect(withUploadedFont(full, uploaded[1])).toBeNull();
  });
});

describe("inputs", () => {
  it("shows any colour as #rrggbb in the native picker", () => {
    expect(colorInputValue("#ABC")).toBe("#aabbcc");
    expect(colorInputValue("rgb(255, 0, 0)")).toBe("#ff0000");
    expect(colorInputValue("navy")).toBe("#000080");
    expect(colorInputValue("#11223380")).toBe("#112233");
    expect(colorInputValue("not a colour")).toBe("#000000");
  });

  it("reads typed numbers, with a comma too, and nothing half-typed", () => {
    expect(parseNumberInput("16")).toBe(16);
    expect(parseNumberInput("1,5")).toBe(1.5);
    expect(parseNumberInput(" 1.75 ")).toBe(1.75);
    expect(parseNumberInput("")).toBeNull();
    expect(parseNumberInput("-")).toBeNull();
    expect(parseNumberInput("1.")).toBeNull();
    expect(parseNumberInput("12px")).toBeNull();
  });
});

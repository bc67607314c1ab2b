import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";
import { contrastRatio } from "./contrast";
import { docStyleCss } from "./css";
import { GOOGLE_FONTS, SYSTEM_FONTS } from "./fonts";
import { isStylePresetId, presetIdOf, STYLE_PRESET_IDS, STYLE_PRESETS } from "./presets";
import { docStyleBodySchema, FONT_KEYS } from "./schema";

const presets = STYLE_PRESET_IDS.map((id) => [id, STYLE_PRESETS[id]] as const);
const CURATED = new Map([...SYSTEM_FONTS.map((font) => [font.family, "system"] as const), ...GOOGLE_FONTS.map((font) => [font.family, "google"] as const)]);
const STATIC_GOOGLE = new Set(GOOGLE_FONTS.filter((font) => !font.axis).map((font) => font.family));

describe("theme presets", () => {
  it("are at least ten, each listed once and with a style of its own", () => {
    expect(STYLE_PRESET_IDS.length).toBeGreaterThanOrEqual(10);
    expect(new Set(STYLE_PRESET_IDS).size).toBe(STYLE_PRESET_IDS.length);
    expect(Object.keys(STYLE_PRESETS).sort()).toEqual([...STYLE_PRESET_IDS].sort());
    // Distinct: no two share their heading face, body face and page colour all at once.
    const looks = presets.map(([, style]) => `${style.fonts.h2.family}|${style.fonts.text.family}|${style.colors.docBackgroundColor}`);
    expect(new Set(looks).size).toBe(looks.length);
  });

  it.each(presets)("%s is a valid style, unchanged by the schema", (_id, style) => {
    const parsed = docStyleBodySchema.safeParse(style);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(parsed.data).toEqual(style);
  });

  it.each(presets)("%s uses curated fonts from their own source, and static Google fonts only in their regular weight", (_id, style) => {
    for (const key of FONT_KEYS) {
      const font = style.fonts[key];
      expect(CURATED.get(font.family), `${key}: ${font.family}`).toBe(font.source);
      if (STATIC_GOOGLE.has(font.family)) expect(font.weight, `${key}: ${font.family}`).toBe(400);
    }
  });

  it.each(presets)("%s keeps text, headings and links readable: WCAG AA (4.5) on the page", (_id, style) => {
    const page = style.colors.docBackgroundColor;
    for (const key of FONT_KEYS) expect(contrastRatio(style.fonts[key].color, page), key).toBeGreaterThanOrEqual(4.5);
    // Accent 1 colours links (--doc-link) and table lines on the page.
    expect(contrastRatio(style.colors.accent1, page)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(presets)("%s renders to CSS with its heading face and colour", (_id, style) => {
    const css = docStyleCss(style, '[data-doc-css="d"]', (id) => id);
    expect(css).toContain(`.doc-h2{font-family:"${style.fonts.h2.family}"`);
    expect(css).toContain(`color:${style.fonts.h2.color}`);
  });

  it("the contrast check can fail: a light grey on white is refused", () => {
    expect(contrastRatio("#aaaaaa", "#ffffff")).toBeLessThan(4.5);
  });
});

describe("presetIdOf and isStylePresetId", () => {
  it("reads the preset a copy names, and nothing else", () => {
    expect(presetIdOf({ preset: "black-tie", ...STYLE_PRESETS["black-tie"] })).toBe("black-tie");
    expect(presetIdOf({ preset: "nope" })).toBeNull();
    expect(presetIdOf({ id: "clx0style", ...STYLE_PRESETS.coastal })).toBeNull();
    expect(presetIdOf(null)).toBeNull();
    expect(presetIdOf([{ preset: "coastal" }])).toBeNull();
    expect(isStylePresetId("coastal")).toBe(true);
    expect(isStylePresetId("constructor")).toBe(false);
  });
});

describe("preset names", () => {
  it.each(LOCALES)("%s names and describes every preset", (locale) => {
    const messages = JSON.parse(readFileSync(`messages/${locale}.json`, "utf8"));
    for (const id of STYLE_PRESET_IDS) {
      const theme = messages.editorPanel?.stylePresets?.themes?.[id];
      expect(theme?.name, `${locale} ${id}`).toMatch(/\S/);
      expect(theme?.description, `${locale} ${id}`).toMatch(/\S{3}/);
    }
    expect(messages.editorPanel.stylePresets.presetsLabel).toMatch(/\S/);
  });

  it("are distinct within each language", () => {
    for (const locale of LOCALES) {
      const themes = JSON.parse(readFileSync(`messages/${locale}.json`, "utf8")).editorPanel.stylePresets.themes as Record<string, { name: string }>;
      const names = STYLE_PRESET_IDS.map((id) => themes[id].name);
      expect(new Set(names).size, locale).toBe(names.length);
    }
  });
});

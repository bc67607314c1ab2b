import { describe, expect, it } from "vitest";
import { DEFAULT_DOC_STYLE } from "@/lib/doc-styles/defaults";
import { STYLE_PRESETS } from "@/lib/doc-styles/presets";
import { checkedPreset, checkedWorkspaceStyle, currentStyleOf } from "./current-style";

describe("currentStyleOf: what the Style tab marks as the document's style", () => {
  it("a linked workspace style, whatever its copy holds", () => {
    const current = currentStyleOf({ style: { _id: "s1", name: "Gala" }, styleData: { id: "s1", ...DEFAULT_DOC_STYLE, name: "Gala" } });
    expect(current).toMatchObject({ kind: "workspace", styleId: "s1", name: "Gala" });
    expect(checkedWorkspaceStyle(current)).toBe("s1");
    expect(checkedPreset(current)).toBeNull();
  });

  it("a preset's unchanged copy, by the preset it names", () => {
    const current = currentStyleOf({ style: null, styleData: { preset: "bistro", ...STYLE_PRESETS.bistro, name: "Bistrot" } });
    expect(current).toMatchObject({ kind: "preset", presetId: "bistro", name: "Bistrot" });
    expect(checkedPreset(current)).toBe("bistro");
    expect(checkedWorkspaceStyle(current)).toBeNull();
  });

  it("a style of its own: customised, or the copy of a workspace style deleted since", () => {
    expect(currentStyleOf({ style: null, styleData: { ...STYLE_PRESETS.bistro, name: "Ours" } })).toMatchObject({ kind: "own", name: "Ours" });
    expect(currentStyleOf({ style: null, styleData: { id: "gone", ...DEFAULT_DOC_STYLE } })).toMatchObject({ kind: "own" });
    expect(currentStyleOf({ style: null, styleData: { preset: "not-a-preset", ...DEFAULT_DOC_STYLE } })).toMatchObject({ kind: "own" });
  });

  it("none: no copy at all", () => {
    const current = currentStyleOf({ style: null, styleData: null });
    expect(current).toEqual({ kind: "none" });
    expect(checkedPreset(current)).toBeNull();
    expect(checkedWorkspaceStyle(current)).toBeNull();
  });
});

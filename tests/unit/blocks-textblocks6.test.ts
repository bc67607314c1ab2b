import { renderBlockView, testBlock, testBlockContext } from "../support/blocks";
import { describe, expect, it } from "vitest";
import type { BlockModule } from "@/lib/blocks/definition";
import { blockModule } from "@/lib/blocks/registry";
import { dinnerMenuBlock } from "@/lib/blocks/types/dinner-menu";
import { moveItem, removeItem } from "@/lib/blocks/list-edit";
import { DINNER_MENU_LOOKS, DINNER_MENU_STYLES, menuBackground } from "@/lib/blocks/types/dinner-menu/styles";
import { testimonialBlock } from "@/lib/blocks/types/testimonial";
import en from "@/messages/en.json";

const XSS = `<img src=x onerror="alert(1)"><script>alert(2)</script>`;

const context = (mode: "editor" | "view") =>
  testBlockContext(mode, { mediaUrl: (id) => `https://media.test/${id}`, labels: { imageMissing: "NO-IMAGE", logoMissing: "NO-LOGO", imageAlt: "ALT" } });

function render<C, M>(module: BlockModule<C, M>, content: C, metaData: M, mode: "editor" | "view" = "view") {
  return renderBlockView(module, testBlock(module.definition.type, content, metaData), context(mode));
}

const tDef = testimonialBlock.definition;
const mDef = dinnerMenuBlock.definition;

describe("testimonial and dinner-menu registration", () => {
  it("are registered under the exact segment types and groups, and their defaults parse to themselves", () => {
    expect(blockModule("testimonial")).toBe(testimonialBlock);
    expect(blockModule("dinner-menu")).toBe(dinnerMenuBlock);
    expect([tDef.group, mDef.group]).toEqual(["sales", "events"]);
    for (const def of [tDef, mDef] as unknown as BlockModule["definition"][]) {
      const defaults = def.defaults();
      expect(def.content.parse(defaults.content)).toEqual(defaults.content);
      expect(def.metaData.parse(defaults.metaData)).toEqual(defaults.metaData);
      expect(def.metaData.parse(undefined)).toEqual(defaults.metaData);
      expect(def.content.parse(undefined)).toEqual(defaults.content);
    }
  });

  it("have names and descriptions in the messages", () => {
    expect(en.blocks.testimonial.name).toBeTruthy();
    expect(en.blocks["dinner-menu"].description).toBeTruthy();
    for (const style of DINNER_MENU_STYLES) expect(en.blocks["dinner-menu"].styles[style]).toBeTruthy();
  });
});

describe("testimonial definition", () => {
  it("defaults to one empty entry and an empty title", () => {
    expect(tDef.defaults()).toEqual({ content: [{ text: "", author: "" }], metaData: { title: "" } });
  });

  it("keeps 1 to 20 entries: an empty list becomes one entry, a long one keeps its first 20", () => {
    expect(tDef.content.parse([])).toEqual([{ text: "", author: "" }]);
    const many = Array.from({ length: 25 }, (_, index) => ({ text: `quote ${index}`, author: "" }));
    const kept = tDef.content.parse(many);
    expect(kept).toHaveLength(20);
    expect(kept[19]?.text).toBe("quote 19");
  });

  it("fills missing fields, drops unknown keys and reads a JSON string", () => {
    expect(tDef.content.parse([{ text: "Great", extra: 1 }])).toEqual([{ text: "Great", author: "" }]);
    expect(tDef.content.parse(JSON.stringify([{ text: "From JSON", author: "Ann" }]))).toEqual([{ text: "From JSON", author: "Ann" }]);
    expect(tDef.metaData.parse({ title: "Kind words", other: true })).toEqual({ title: "Kind words" });
  });

  it("refuses over-long texts and content that is not a list", () => {
    expect(tDef.content.safeParse([{ text: "x".repeat(2001) }]).success).toBe(false);
    expect(tDef.content.safeParse([{ text: "ok", author: "a".repeat(201) }]).success).toBe(false);
    expect(tDef.content.safeParse({ text: "not a list" }).success).toBe(false);
    expect(tDef.content.safeParse("not json").success).toBe(false);
    expect(tDef.metaData.safeParse({ title: "t".repeat(201) }).success).toBe(false);
    expect(tDef.content.safeParse([{ text: "x".repeat(2000), author: "a".repeat(200) }]).success).toBe(true);
  });
});

describe("testimonial view", () => {
  it("renders the title as h3 and each quote as a blockquote with its author in a figcaption", () => {
    const html = render(testimonialBlock, [{ text: "Flawless day", author: "Ann & Bob" }, { text: "Would book again", author: "" }], { title: "Kind words" });
    expect(html).toContain("<h3");
    expect(html).toContain(">Kind words</h3>");
    expect(html.match(/<blockquote/g)).toHaveLength(2);
    expect(html).toMatch(/<figcaption[^>]*>— Ann &amp; Bob<\/figcaption>/);
    expect(html.match(/<figcaption/g)).toHaveLength(1);
  });

  it("leaves empty quotes out for readers but hints at them in the editor", () => {
    expect(render(testimonialBlock, [{ text: " ", author: "" }], { title: "" })).toBe("");
    expect(render(testimonialBlock, [{ text: "", author: "" }], { title: "" }, "editor")).toContain("PLACEHOLDER");
  });

  it("escapes HTML in every field", () => {
    const html = render(testimonialBlock, [{ text: XSS, author: XSS }], { title: XSS });
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;");
  });
});

describe("dinner-menu definition", () => {
  it("defaults to the classic style, 5 empty courses and a 0.1 tint, with no content", () => {
    const defaults = mDef.defaults();
    expect(defaults.content).toBeNull();
    expect(defaults.metaData).toEqual({
      title: "",
      styleClass: "classic",
      menuEntryList: Array.from({ length: 5 }, () => ({ title: "", content: "" })),
      bgOpacity: 0.1,
    });
    // Each call returns fresh entries (editing one new block never changes another's defaults).
    expect(mDef.defaults().metaData.menuEntryList[0]).not.toBe(defaults.metaData.menuEntryList[0]);
  });

  it("clamps the tint to 0..1 and falls back on unknown styles", () => {
    expect(mDef.metaData.parse({ bgOpacity: 3 }).bgOpacity).toBe(1);
    expect(mDef.metaData.parse({ bgOpacity: -1 }).bgOpacity).toBe(0);
    expect(mDef.metaData.parse({ bgOpacity: "0.5" }).bgOpacity).toBe(0.1);
    expect(mDef.metaData.parse({ bgOpacity: 0.333333 }).bgOpacity).toBe(0.33);
    expect(mDef.metaData.parse({ styleClass: "gothic" }).styleClass).toBe("classic");
    expect(mDef.metaData.parse({ styleClass: "botanical" }).styleClass).toBe("botanical");
  });

  it("keeps 1 to 30 courses: an empty list becomes the 5 defaults, a long one its first 30", () => {
    expect(mDef.metaData.parse({ menuEntryList: [] }).menuEntryList).toHaveLength(5);
    const many = Array.from({ length: 40 }, (_, index) => ({ title: `c${index}`, content: "" }));
    const kept = mDef.metaData.parse({ menuEntryList: many }).menuEntryList;
    expect(kept).toHaveLength(30);
    expect(kept[29]?.title).toBe("c29");
    expect(mDef.metaData.parse({ menuEntryList: [{ title: "Soup", x: 1 }] }).menuEntryList).toEqual([{ title: "Soup", content: "" }]);
  });

  it("refuses over-long texts and a course list that is not a list", () => {
    expect(mDef.metaData.safeParse({ title: "t".repeat(201) }).success).toBe(false);
    expect(mDef.metaData.safeParse({ menuEntryList: [{ title: "t".repeat(201) }] }).success).toBe(false);
    expect(mDef.metaData.safeParse({ menuEntryList: [{ title: "ok", content: "c".repeat(1001) }] }).success).toBe(false);
    expect(mDef.metaData.safeParse({ menuEntryList: "soup" }).success).toBe(false);
    expect(mDef.content.parse("")).toBeNull();
  });
});

describe("dinner-menu view", () => {
  const meta = (patch: object = {}) => mDef.metaData.parse({ title: "Gala", menuEntryList: [{ title: "Starter", content: "Burrata\nFigs" }, { title: "", content: "" }], ...patch });

  it("renders a centred card with the title as h3, the courses and the tint from bgOpacity", () => {
    const html = render(dinnerMenuBlock, null, meta({ bgOpacity: 0.5, styleClass: "garden" }));
    expect(html).toContain(">Gala</h3>");
    expect(html).toContain("text-center");
    expect(html).toContain("Burrata\nFigs");
    expect(html).toContain(DINNER_MENU_LOOKS.garden.frame);
    expect(html).toContain(`background:${menuBackground("garden", 0.5)}`);
    expect(menuBackground("garden", 0.5)).toContain("50%");
    // The empty course is left out for readers, hinted at in the editor.
    expect(html).not.toContain("PLACEHOLDER");
    expect(html.match(/<li /g)).toHaveLength(1);
    expect(render(dinnerMenuBlock, null, meta(), "editor")).toContain("PLACEHOLDER");
  });

  it("looks different in each of its 10 styles", () => {
    expect(DINNER_MENU_STYLES).toHaveLength(10);
    const frames = new Set(DINNER_MENU_STYLES.map((style) => render(dinnerMenuBlock, null, meta({ styleClass: style }))));
    expect(frames.size).toBe(10);
  });

  it("renders nothing for readers when the menu is empty", () => {
    expect(render(dinnerMenuBlock, null, mDef.defaults().metaData)).toBe("");
  });

  it("escapes HTML in every field", () => {
    const html = render(dinnerMenuBlock, null, mDef.metaData.parse({ title: XSS, menuEntryList: [{ title: XSS, content: XSS }] }));
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
  });
});

describe("menu list edits", () => {
  it("moves items up and down and ignores moves out of range", () => {
    expect(moveItem(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b", "c"], 2, 1)).toEqual(["a", "c", "b"]);
    expect(moveItem(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    expect(moveItem(["a", "b", "c"], 2, 3)).toEqual(["a", "b", "c"]);
  });

  it("removes items but keeps the minimum", () => {
    expect(removeItem(["a", "b"], 0, 1)).toEqual(["b"]);
    expect(removeItem(["a"], 0, 1)).toEqual(["a"]);
  });
});

import { describe, expect, it } from "vitest";
import { blockMediaIds, blockMediaRefs } from "@/lib/blocks/content-media";
import type { BlockModule, BlockRenderContext } from "@/lib/blocks/definition";
import { blockModule } from "@/lib/blocks/registry";
import { cardsBlock } from "@/lib/blocks/types/cards";
import { canDeleteCard } from "@/lib/blocks/types/cards/rules";
import { cards2Block } from "@/lib/blocks/types/cards2";
import { moodboardBlock } from "@/lib/blocks/types/moodboard";
import { DEFAULT_MOODBOARD_COLORS } from "@/lib/blocks/types/moodboard/definition";
import { renderBlockView, testBlock, testBlockContext } from "../support/blocks";

const MEDIA = "ckmedia0000000000000000a1";
const MEDIA2 = "ckmedia0000000000000000b2";
const XSS = `<script>alert(1)</script><img src=x onerror=alert(2)>`;
const MODULES = [cardsBlock, cards2Block, moodboardBlock] as unknown as BlockModule[];

const context = (mode: "editor" | "view") => testBlockContext(mode, { labels: { logoMissing: "NO-LOGO" } });

function render<C, M>(module: BlockModule<C, M>, content: unknown, metaData: unknown, ctx: BlockRenderContext) {
  return renderBlockView(module, testBlock(module.definition.type, module.definition.content.parse(content), module.definition.metaData.parse(metaData)), ctx);
}

const card = (title: string, extra: object = {}) => ({ imageId: null, title, content: "", ...extra });

describe("cards, cards2 and moodboard definitions", () => {
  it("are registered in their groups, and their defaults parse to themselves", () => {
    for (const block of MODULES) {
      expect(blockModule(block.definition.type)).toBe(block);
      const defaults = block.definition.defaults();
      expect(block.definition.content.parse(defaults.content)).toEqual(defaults.content);
      expect(block.definition.metaData.parse(defaults.metaData)).toEqual(defaults.metaData);
      expect(block.definition.metaData.parse(undefined)).toEqual(defaults.metaData);
      expect(block.definition.metaData.parse({})).toEqual(defaults.metaData);
    }
    expect(MODULES.map((m) => [m.definition.type, m.definition.group])).toEqual([
      ["cards", "textAndImages"],
      ["cards2", "textAndImages"],
      ["moodboard", "events"],
    ]);
  });

  it("cards default to 3 columns, image height 150 and 3 empty cards (spec §9)", () => {
    const { content, metaData } = cardsBlock.definition.defaults();
    expect(content).toBeNull();
    expect(metaData).toEqual({ noColumns: 3, imageHeight: 150, cardEntryList: [card(""), card(""), card("")], showImage: true, showContent: true });
    // Each new block gets its own cards, not a shared array.
    expect(cardsBlock.definition.defaults().metaData.cardEntryList).not.toBe(metaData.cardEntryList);
  });

  it("cards clamp columns and image height, and refuse empty or over-long card lists and texts", () => {
    const parse = (value: unknown) => cardsBlock.definition.metaData.parse(value);
    expect(parse({ noColumns: 9, imageHeight: 10 })).toMatchObject({ noColumns: 4, imageHeight: 50 });
    expect(parse({ noColumns: 0, imageHeight: 9000 })).toMatchObject({ noColumns: 1, imageHeight: 600 });
    expect(parse({ noColumns: 2.6, imageHeight: "tall" })).toMatchObject({ noColumns: 3, imageHeight: 150 });
    const safe = (value: unknown) => cardsBlock.definition.metaData.safeParse(value).success;
    expect(safe({ cardEntryList: [] })).toBe(false);
    expect(safe({ cardEntryList: Array.from({ length: 25 }, () => card("x")) })).toBe(false);
    expect(safe({ cardEntryList: Array.from({ length: 24 }, () => card("x")) })).toBe(true);
    expect(safe({ cardEntryList: [card("x".repeat(201))] })).toBe(false);
    expect(safe({ cardEntryList: [card("x", { content: "y".repeat(2001) })] })).toBe(false);
    expect(safe({ cardEntryList: [card("x", { imageId: "not an id!" })] })).toBe(false);
    // Missing card fields take their defaults; unknown keys are dropped.
    expect(parse({ cardEntryList: [{ title: "Venue", extra: 1 }] }).cardEntryList).toEqual([card("Venue")]);
    expect(cardsBlock.definition.content.safeParse({ cards: [] }).success).toBe(false);
  });

  it("cards2 shares the schema, with one column by default", () => {
    expect(cards2Block.definition.defaults().metaData).toMatchObject({ noColumns: 1, imageHeight: 150 });
    expect(cards2Block.definition.metaData.parse({ noColumns: 7 }).noColumns).toBe(4);
  });

  it("canDeleteCard: more cards than columns (cards), more than one (cards2)", () => {
    expect(canDeleteCard("cards", 3, 3)).toBe(false);
    expect(canDeleteCard("cards", 4, 3)).toBe(true);
    expect(canDeleteCard("cards", 2, 3)).toBe(false);
    expect(canDeleteCard("cards", 2, 1)).toBe(true);
    expect(canDeleteCard("cards2", 1, 3)).toBe(false);
    expect(canDeleteCard("cards2", 2, 3)).toBe(true);
  });

  it("moodboard defaults: grid, 4 colours, 3 colour boxes, empty content", () => {
    const { content, metaData } = moodboardBlock.definition.defaults();
    expect(content).toEqual({ text: "", imageIds: [] });
    expect(metaData).toEqual({
      layoutType: "grid",
      colors: DEFAULT_MOODBOARD_COLORS,
      showText: true,
      showColorBoxes: true,
      colorBoxCount: 3,
      roundedBorders: true,
      showBackgroundPattern: false,
    });
    expect(DEFAULT_MOODBOARD_COLORS).toHaveLength(4);
    expect(moodboardBlock.definition.content.parse(null)).toEqual({ text: "", imageIds: [] });
  });

  it("moodboard clamps, falls back and refuses", () => {
    const meta = (value: unknown) => moodboardBlock.definition.metaData.safeParse(value);
    expect(meta({ layoutType: "spiral", colorBoxCount: 20, colors: ["#ABCDEF", "#fff"] }).data).toMatchObject({
      layoutType: "grid",
      colorBoxCount: 8,
      colors: ["#abcdef", "#fff"],
    });
    expect(meta({ colorBoxCount: -3 }).data?.colorBoxCount).toBe(0);
    expect(meta({ colors: [] }).success).toBe(false);
    expect(meta({ colors: Array.from({ length: 9 }, () => "#000000") }).success).toBe(false);
    expect(meta({ colors: ["red; background:url(x)"] }).success).toBe(false);
    const content = (value: unknown) => moodboardBlock.definition.content.safeParse(value);
    expect(content({ imageIds: Array.from({ length: 13 }, () => MEDIA) }).success).toBe(false);
    expect(content({ imageIds: ["../etc/passwd"] }).success).toBe(false);
    expect(content({ text: "x".repeat(2001) }).success).toBe(false);
    // An image an import could not map is stored as null, and dropped.
    expect(content({ imageIds: [MEDIA, null, MEDIA2] }).data).toEqual({ text: "", imageIds: [MEDIA, MEDIA2] });
  });

  it("moodboard declares its image ids, also on raw (import) content", () => {
    expect(blockMediaIds({ segmentType: "moodboard", content: { text: "", imageIds: [MEDIA, MEDIA2] }, metaData: null })).toEqual([MEDIA, MEDIA2]);
    expect(blockMediaRefs({ segmentType: "moodboard", content: { imageIds: ["m1", 5, "m2"] }, metaData: null })).toEqual(["m1", "m2"]);
    expect(blockMediaRefs({ segmentType: "moodboard", content: "text", metaData: null })).toEqual([]);
    // Card images sit in metaData, and are declared from there.
    const metaData = { cardEntryList: [card("Venue", { imageId: MEDIA }), card("Menu")] };
    expect(blockMediaIds({ segmentType: "cards", content: null, metaData })).toEqual([MEDIA]);
  });
});

describe("views", () => {
  it("cards render titles, texts and images with the title (or generic) alt, in the chosen columns", () => {
    const metaData = { noColumns: 4, imageHeight: 220, cardEntryList: [card("Venue", { imageId: MEDIA, content: "Lakeside\nterrace" }), card("", { imageId: MEDIA2 }), card("")] };
    const html = render(cardsBlock, null, metaData, context("view"));
    expect(html).toContain(`src="https://media.test/files/${MEDIA}"`);
    expect(html).toContain(`alt="Venue"`);
    expect(html).toContain(`alt="GENERIC-ALT"`);
    expect(html).toContain("height:220px");
    expect(html).toContain("@3xl:grid-cols-4");
    expect(html).toContain("Lakeside\nterrace");
    // The reader never sees the empty card.
    expect(html.match(/<li/g)).toHaveLength(2);
    expect(render(cardsBlock, null, { cardEntryList: [card("")] }, context("view"))).toBe("");
  });

  it("cards hide images and texts when switched off, and show hints only in the editor", () => {
    const metaData = { showImage: false, showContent: false, cardEntryList: [card("Venue", { imageId: MEDIA, content: "SECRET" })] };
    const html = render(cardsBlock, null, metaData, context("view"));
    expect(html).toContain("Venue");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("SECRET");
    expect(render(cardsBlock, null, {}, context("editor"))).toContain("NO-IMAGE-YET");
  });

  it("cards2 lays the image beside the text", () => {
    const html = render(cards2Block, null, { cardEntryList: [card("Venue", { imageId: MEDIA })] }, context("view"));
    expect(html).toContain("@sm:flex-row");
    expect(render(cardsBlock, null, { cardEntryList: [card("Venue", { imageId: MEDIA })] }, context("view"))).not.toContain("@sm:flex-row");
  });

  it("card and moodboard texts are escaped", () => {
    for (const html of [
      render(cardsBlock, null, { cardEntryList: [card(XSS, { content: XSS, imageId: MEDIA })] }, context("view")),
      render(cards2Block, null, { cardEntryList: [card(XSS, { content: XSS })] }, context("view")),
      render(moodboardBlock, { text: XSS, imageIds: [MEDIA] }, {}, context("view")),
    ]) {
      expect(html).not.toContain("<script");
      expect(html).not.toContain("<img src=x");
      expect(html).toContain("&lt;script&gt;");
    }
  });

  it("moodboard renders the images in their layout, the first colour boxes with hex codes and the text", () => {
    const content = { text: "Soft and warm", imageIds: [MEDIA, MEDIA2] };
    const html = render(moodboardBlock, content, { layoutType: "collage", colors: ["#111111", "#222222", "#333333", "#444444"], colorBoxCount: 2 }, context("view"));
    expect(html).toContain(`src="https://media.test/files/${MEDIA2}"`);
    expect(html).toContain(`alt="GENERIC-ALT"`);
    expect(html).toContain("col-span-2 row-span-2");
    expect(html).toContain(">#111111<");
    expect(html).toContain(">#222222<");
    expect(html).not.toContain("#333333");
    expect(html).toContain("Soft and warm");
    expect(html).toContain("rounded-xl");
    expect(html).not.toContain("radial-gradient");

    const plain = render(moodboardBlock, content, { layoutType: "masonry", showText: false, showColorBoxes: false, roundedBorders: false, showBackgroundPattern: true }, context("view"));
    expect(plain).toContain("columns-2");
    expect(plain).not.toContain("Soft and warm");
    expect(plain).not.toContain(DEFAULT_MOODBOARD_COLORS[1]);
    expect(plain).not.toContain("rounded-xl");
    expect(plain).toContain("radial-gradient");
  });

  it("an empty moodboard shows nothing to readers and a hint in the editor", () => {
    const meta = { showColorBoxes: false };
    expect(render(moodboardBlock, null, meta, context("view"))).toBe("");
    expect(render(moodboardBlock, null, meta, context("editor"))).toContain("NO-IMAGE-YET");
  });
});

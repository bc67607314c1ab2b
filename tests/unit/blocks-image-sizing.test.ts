import { describe, expect, it } from "vitest";
import type { BlockData, BlockModule, BlockRenderContext, MediaImageInfo } from "@/lib/blocks/definition";
import { bizcardBlock } from "@/lib/blocks/types/bizcard";
import { cardsBlock } from "@/lib/blocks/types/cards";
import { cards2Block } from "@/lib/blocks/types/cards2";
import { coverBlock } from "@/lib/blocks/types/cover";
import { coverImageBlock } from "@/lib/blocks/types/cover-image";
import { imageBlock } from "@/lib/blocks/types/image";
import { sizesOf } from "@/lib/blocks/types/image/sizes";
import { imageAndTextBlock } from "@/lib/blocks/types/image-and-text";
import { logoImageBlock } from "@/lib/blocks/types/logo-image";
import { moodboardBlock } from "@/lib/blocks/types/moodboard";
import { renderBlockView, testBlock, testBlockContext } from "../support/blocks";

// Block images in the share view: a srcset of the media's variants, a `sizes` matching how wide the
// block shows the image, and the intrinsic width and height (no layout shift). In the editor (no
// mediaImage) the markup stays a plain src.

const A = "ckmediaaaaaaaaaaaaaaaaaa1";
const B = "ckmediabbbbbbbbbbbbbbbbb2";
const C = "ckmediaccccccccccccccccc3";
const LOGO = "cklogoooooooooooooooooo4";
const INFO: MediaImageInfo = { width: 2000, height: 1000, srcSet: "a 480w, b 800w" };

const plain = (mode: "editor" | "view" = "view") => testBlockContext(mode, { team: { logoId: LOGO } });
const sized = (info: (id: string) => MediaImageInfo | undefined = () => INFO): BlockRenderContext => ({ ...plain(), mediaImage: info });

/** A block with its content and metaData parsed by the definition, as renderers get them. */
function block<C, M>(module: BlockModule<C, M>, content: unknown, meta: unknown): BlockData<C, M> {
  return testBlock(module.definition.type, module.definition.content.parse(content), module.definition.metaData.parse(meta));
}

const imgTags = (html: string) => html.match(/<img\b[^>]*>/g) ?? [];
const attr = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];

type AnyModule = BlockModule<unknown, unknown>;
const CASES: { name: string; module: AnyModule; block: BlockData<unknown, unknown>; images: number }[] = [
  { name: "image", module: imageBlock as AnyModule, block: block(imageBlock, A, {}), images: 1 },
  { name: "cover-image", module: coverImageBlock as AnyModule, block: block(coverImageBlock, A, { height: 400 }), images: 1 },
  { name: "logo-image", module: logoImageBlock as AnyModule, block: block(logoImageBlock, A, { size: 120 }), images: 1 },
  { name: "image-and-text", module: imageAndTextBlock as AnyModule, block: block(imageAndTextBlock, { imageId: A, html: "<p>Hi</p>" }, {}), images: 1 },
  {
    name: "cards",
    module: cardsBlock as AnyModule,
    block: block(cardsBlock, null, { noColumns: 3, cardEntryList: [{ imageId: A, title: "Venue" }, { imageId: B, title: "" }, { imageId: C, title: "Food" }] }),
    images: 3,
  },
  { name: "cards2", module: cards2Block as AnyModule, block: block(cards2Block, null, { noColumns: 1, cardEntryList: [{ imageId: A, title: "Venue" }] }), images: 1 },
  { name: "moodboard", module: moodboardBlock as AnyModule, block: block(moodboardBlock, { imageIds: [A, B, C] }, { layoutType: "collage" }), images: 3 },
  {
    name: "bizcard",
    module: bizcardBlock as AnyModule,
    block: block(bizcardBlock, null, { show: { photo: true }, contactData: { name: "Ada Planner", photoId: A } }),
    images: 2, // the photo and the workspace logo
  },
  { name: "cover", module: coverBlock as AnyModule, block: block(coverBlock, { title: "Our wedding", imageId: A }, {}), images: 1 },
];

describe("block images in the share view (mediaImage set)", () => {
  for (const { name, module, block: row, images } of CASES) {
    it(`${name}: every image has srcset, sizes, width, height and alt text`, () => {
      const tags = imgTags(renderBlockView(module, row, sized()));
      expect(tags).toHaveLength(images);
      for (const tag of tags) {
        expect(attr(tag, "srcSet"), tag).toBe("a 480w, b 800w");
        expect(attr(tag, "sizes"), tag).toMatch(/\d(px|vw)$/);
        expect(attr(tag, "width"), tag).toBe("2000");
        expect(attr(tag, "height"), tag).toBe("1000");
        expect(attr(tag, "src"), tag).toMatch(/^https:\/\/media\.test\/files\//);
        expect(attr(tag, "alt"), tag).toBeDefined();
        // With width and height set, CSS must still size the box: natural height or a cropped fixed box.
        expect(attr(tag, "class"), tag).toMatch(/\bh-auto\b|\bobject-cover\b/);
      }
    });
  }

  it("an image the share view does not know (no variants) keeps a plain src", () => {
    const html = renderBlockView(imageBlock, block(imageBlock, A, {}), sized(() => undefined));
    const tags = imgTags(html);
    expect(tags).toHaveLength(1);
    const tag = tags[0] ?? "";
    expect(attr(tag, "src")).toBeDefined();
    for (const name of ["srcSet", "sizes", "width", "height"]) expect(attr(tag, name)).toBeUndefined();
  });
});

describe("block images in the editor (no mediaImage)", () => {
  for (const { name, module, block: row, images } of CASES) {
    it(`${name}: src only, no srcset, sizes, width or height`, () => {
      for (const mode of ["editor", "view"] as const) {
        const tags = imgTags(renderBlockView(module, row, plain(mode)));
        expect(tags).toHaveLength(images);
        for (const tag of tags) {
          expect(attr(tag, "src"), tag).toMatch(/^https:\/\/media\.test\/files\//);
          for (const missing of ["srcSet", "sizes", "width", "height"]) expect(attr(tag, missing), `${missing} in ${tag}`).toBeUndefined();
        }
      }
    });
  }
});

describe("loading priority", () => {
  it("the cover's background loads at once with high priority; the cover image eagerly; the rest lazily", () => {
    for (const { name, module, block: row } of CASES) {
      for (const tag of imgTags(renderBlockView(module, row, sized()))) {
        if (name === "cover") {
          expect(attr(tag, "loading")).toBe("eager");
          expect(attr(tag, "fetchPriority")).toBe("high");
        } else if (name === "cover-image") {
          expect(attr(tag, "loading")).toBe("eager");
          expect(attr(tag, "fetchPriority")).toBeUndefined();
        } else {
          expect(attr(tag, "loading"), name).toBe("lazy");
          expect(attr(tag, "fetchPriority"), name).toBeUndefined();
        }
        expect(attr(tag, "decoding")).toBe("async");
      }
    }
  });
});

describe("sizes match how wide each block shows its image", () => {
  const sizes = <C, M>(module: BlockModule<C, M>, row: BlockData<C, M>, info: MediaImageInfo = INFO) =>
    imgTags(renderBlockView(module, row, sized(() => info))).map((tag) => attr(tag, "sizes"));
  const square: MediaImageInfo = { width: 1200, height: 1200, srcSet: "s 600w" };

  it("image: the column, a chosen share of it, or its own smaller width", () => {
    expect(sizes(imageBlock, block(imageBlock, A, {}))).toEqual(["(min-width: 880px) 820px, 100vw"]);
    expect(sizes(imageBlock, block(imageBlock, A, { autoFitWidth: false, userSpecifiedWidth: 40 }))).toEqual(["(min-width: 880px) 328px, 40vw"]);
    const natural = { autoFitWidth: false, userSpecifiedWidth: null };
    expect(sizes(imageBlock, block(imageBlock, A, natural), { width: 600, height: 400, srcSet: "x 600w" })).toEqual(["(min-width: 880px) 600px, 100vw"]);
    expect(sizes(imageBlock, block(imageBlock, A, natural), { width: 200, height: 100, srcSet: "x 200w" })).toEqual(["200px"]);
    expect(sizes(imageBlock, block(imageBlock, A, natural), { width: 3000, height: 100, srcSet: "x 3000w" })).toEqual(["(min-width: 880px) 820px, 100vw"]);
  });

  it("image and text: the image column's share side by side, the full width stacked", () => {
    expect(sizes(imageAndTextBlock, block(imageAndTextBlock, { imageId: A }, { splitterWidth: 30 }))).toEqual(["(min-width: 880px) 246px, (min-width: 700px) 30vw, 100vw"]);
  });

  it("logo: its chosen size; business card: a 96 px photo (wider when cropped to the circle) and a logo of at most 160 px", () => {
    expect(sizes(logoImageBlock, block(logoImageBlock, A, { size: 88 }))).toEqual(["88px"]);
    const card = block(bizcardBlock, null, { show: { photo: true }, contactData: { name: "Ada", photoId: A } });
    expect(sizes(bizcardBlock, card, square)).toEqual(["96px", "160px"]);
    expect(sizes(bizcardBlock, card)).toEqual(["192px", "160px"]);
  });

  it("cards: one column's width, scaled up where the fixed height crops a wide image", () => {
    const three = (imageHeight: number) => block(cardsBlock, null, { noColumns: 3, imageHeight, cardEntryList: [{ imageId: A }] });
    // 3 columns of the 820 px page: (820 - 2 x 16) / 3 - 26 = 237 px; 2 columns from 580 px, 1 on a phone.
    expect(sizes(cardsBlock, three(50))).toEqual(["(min-width: 880px) 237px, (min-width: 840px) 33vw, (min-width: 580px) 50vw, 100vw"]);
    // A 2:1 image in a 237 x 150 box is shown 300 px wide.
    expect(sizes(cardsBlock, three(150))).toEqual(["(min-width: 880px) 300px, (min-width: 840px) 36vw, (min-width: 580px) 52vw, 100vw"]);
    expect(sizes(cardsBlock, block(cardsBlock, null, { noColumns: 1, imageHeight: 50, cardEntryList: [{ imageId: A }] }))).toEqual(["(min-width: 880px) 794px, 100vw"]);
  });

  it("cards2: 2/5 of a wide card beside the text, the whole card when narrow", () => {
    const row = (noColumns: number) => block(cards2Block, null, { noColumns, imageHeight: 50, cardEntryList: [{ imageId: A }] });
    expect(sizes(cards2Block, row(1))).toEqual(["(min-width: 880px) 318px, (min-width: 480px) 40vw, 100vw"]);
    expect(sizes(cards2Block, row(2))).toEqual(["(min-width: 880px) 376px, (min-width: 580px) 50vw, (min-width: 480px) 40vw, 100vw"]);
  });

  it("moodboard: square grid tiles, masonry columns, and the collage's large first tile", () => {
    const board = (layoutType: string, showBackgroundPattern = false) => block(moodboardBlock, { imageIds: [A, B] }, { layoutType, showBackgroundPattern });
    expect(sizes(moodboardBlock, board("grid"), square)).toEqual(Array(2).fill("(min-width: 880px) 268px, (min-width: 620px) 34vw, 50vw"));
    // A 2:1 image fills a square tile twice as wide as the tile.
    expect(sizes(moodboardBlock, board("grid"))[0]).toBe("(min-width: 880px) 536px, (min-width: 620px) 68vw, 100vw");
    expect(sizes(moodboardBlock, board("masonry", true))[0]).toBe("(min-width: 880px) 257px, (min-width: 620px) 34vw, 50vw");
    const [first, second] = sizes(moodboardBlock, board("collage"), square);
    expect(first).toBe("(min-width: 880px) 406px, (min-width: 620px) 50vw, 100vw");
    expect(second).toBe("(min-width: 880px) 199px, (min-width: 620px) 25vw, 50vw");
  });

  it("cover and cover image: the column, wider where the height crops the sides", () => {
    expect(sizes(coverImageBlock, block(coverImageBlock, A, { height: 150 }))).toEqual(["(min-width: 880px) 820px, 100vw"]);
    // 800 px tall: a 2:1 image is 1600 px wide; on a 320 px phone that is 5 viewports, capped at 4.
    expect(sizes(coverImageBlock, block(coverImageBlock, A, { height: 800 }))).toEqual(["(min-width: 880px) 1600px, 400vw"]);
    // The medium cover is at least 384 px tall.
    expect(sizes(coverBlock, block(coverBlock, { title: "T", imageId: A }, { height: "medium" }))).toEqual(["(min-width: 880px) 820px, 240vw"]);
  });
});

describe("sizesOf", () => {
  it("scales only object-cover boxes, and only up", () => {
    expect(sizesOf([{ from: 0, px: 100 }], INFO)).toBe("100px");
    expect(sizesOf([{ from: 0, px: 100, height: 10 }], INFO)).toBe("100px");
    expect(sizesOf([{ from: 0, px: 100, height: 100 }], INFO)).toBe("200px");
    expect(sizesOf([{ from: 0, px: 100, ratio: 1 }])).toBe("100px");
    expect(sizesOf([{ from: 0, px: 100, ratio: 1 }], { width: 0, height: 0, srcSet: "" })).toBe("100px");
    expect(sizesOf([{ from: 0, px: 100, ratio: 1 }], { width: 10000, height: 100, srcSet: "" })).toBe("400px");
  });
});

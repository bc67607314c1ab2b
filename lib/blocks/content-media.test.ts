import { describe, expect, it } from "vitest";
import { blockMediaIds, blockMediaRefs, replaceContentMedia } from "./content-media";
import { BLOCKS } from "./registry";

const MEDIA = "ckmedia0000000000000000a1";

describe("media ids inside block content", () => {
  it("are declared by exactly the types that keep an image in content or metaData", () => {
    const withMedia = [...BLOCKS.values()].filter((module) => module.definition.mediaIds).map((module) => module.definition.type);
    expect(withMedia.sort()).toEqual(["bizcard", "cards", "cards2", "carousel", "cover", "cover-image", "floor-plan", "image", "image-and-text", "logo-image", "moodboard"]);
  });

  it("are read from metaData too: the cards' images", () => {
    const metaData = { cardEntryList: [{ imageId: MEDIA, title: "Venue" }, { imageId: null, title: "Menu" }] };
    expect(blockMediaIds({ segmentType: "cards", content: null, metaData })).toEqual([MEDIA]);
    expect(blockMediaIds({ segmentType: "cards2", content: null, metaData })).toEqual([MEDIA]);
    // Unreadable metaData names none, export keys are found raw, odd entries are skipped.
    expect(blockMediaIds({ segmentType: "cards", content: null, metaData: { cardEntryList: [] } })).toEqual([]);
    expect(blockMediaRefs({ segmentType: "cards", content: null, metaData: { cardEntryList: [{ imageId: "m1" }, "x", null, { imageId: 4 }] } })).toEqual(["m1"]);
    expect(blockMediaRefs({ segmentType: "cards", content: null, metaData: "nonsense" })).toEqual([]);
  });

  it("are read from stored content through the type's schema", () => {
    expect(blockMediaIds({ segmentType: "image", content: MEDIA, metaData: null })).toEqual([MEDIA]);
    expect(blockMediaIds({ segmentType: "cover-image", content: null, metaData: null })).toEqual([]);
    expect(blockMediaIds({ segmentType: "logo-image", content: MEDIA, metaData: null })).toEqual([MEDIA]);
    expect(blockMediaIds({ segmentType: "cover", content: { title: "Gala", imageId: MEDIA }, metaData: null })).toEqual([MEDIA]);
    expect(blockMediaIds({ segmentType: "image-and-text", content: { imageId: MEDIA, html: "<p>x</p>" }, metaData: null })).toEqual([MEDIA]);
    expect(blockMediaIds({ segmentType: "image-and-text", content: { imageId: null, html: "" }, metaData: null })).toEqual([]);
    // Content the schema cannot read, unknown types and types without images name none.
    expect(blockMediaIds({ segmentType: "image", content: "not an id!", metaData: null })).toEqual([]);
    expect(blockMediaIds({ segmentType: "cover", content: "Sommerfest", metaData: null })).toEqual([]);
    expect(blockMediaIds({ segmentType: "no-such-type", content: MEDIA, metaData: null })).toEqual([]);
    expect(blockMediaIds({ segmentType: "heading", content: MEDIA, metaData: null })).toEqual([]);
  });

  it("are found in raw content (export keys) without the schema, and anything odd names none", () => {
    expect(blockMediaRefs({ segmentType: "image", content: "m1", metaData: null })).toEqual(["m1"]);
    expect(blockMediaRefs({ segmentType: "cover", content: { imageId: "m2", title: "m1" }, metaData: null })).toEqual(["m2"]);
    expect(blockMediaRefs({ segmentType: "image-and-text", content: { imageId: 5 }, metaData: null })).toEqual([]);
    for (const odd of [null, undefined, 7, [], ["m1"], { imageId: { nested: "m1" } }]) {
      expect(blockMediaRefs({ segmentType: "image", content: odd, metaData: null })).toEqual([]);
      expect(blockMediaRefs({ segmentType: "cover", content: odd, metaData: null })).toEqual([]);
    }
    expect(blockMediaRefs({ segmentType: "heading", content: "m1", metaData: null })).toEqual([]);
  });

  it("are replaced where they occur, null when they have no counterpart; other values stay", () => {
    const to = (ref: string) => ({ m1: "new1" })[ref];
    expect(replaceContentMedia("m1", new Set(["m1"]), to)).toBe("new1");
    expect(replaceContentMedia("m2", new Set(["m2"]), to)).toBeNull();
    expect(replaceContentMedia({ imageId: "m1", html: "<p>m1 and m2</p>", n: 3, list: ["m1"] }, new Set(["m1"]), to)).toEqual({
      imageId: "new1",
      html: "<p>m1 and m2</p>",
      n: 3,
      list: ["new1"],
    });
    const content = { title: "m1" };
    expect(replaceContentMedia(content, new Set(), to)).toBe(content);
  });
});

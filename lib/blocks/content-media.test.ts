import { describe, expect, it } from "vitest";
import { contentMediaIds, contentMediaRefs, replaceContentMedia } from "./content-media";
import { BLOCKS } from "./registry";

const MEDIA = "ckmedia0000000000000000a1";

describe("media ids inside block content", () => {
  it("are declared by exactly the types that keep an image in content", () => {
    const withMedia = [...BLOCKS.values()].filter((module) => module.definition.mediaIds).map((module) => module.definition.type);
    expect(withMedia.sort()).toEqual(["cover", "cover-image", "image", "image-and-text", "logo-image", "moodboard"]);
  });

  it("are read from stored content through the type's schema", () => {
    expect(contentMediaIds("image", MEDIA)).toEqual([MEDIA]);
    expect(contentMediaIds("cover-image", null)).toEqual([]);
    expect(contentMediaIds("logo-image", MEDIA)).toEqual([MEDIA]);
    expect(contentMediaIds("cover", { title: "Gala", imageId: MEDIA })).toEqual([MEDIA]);
    expect(contentMediaIds("image-and-text", { imageId: MEDIA, html: "<p>x</p>" })).toEqual([MEDIA]);
    expect(contentMediaIds("image-and-text", { imageId: null, html: "" })).toEqual([]);
    // Content the schema cannot read, unknown types and types without images name none.
    expect(contentMediaIds("image", "not an id!")).toEqual([]);
    expect(contentMediaIds("cover", "Sommerfest")).toEqual([]);
    expect(contentMediaIds("no-such-type", MEDIA)).toEqual([]);
    expect(contentMediaIds("heading", MEDIA)).toEqual([]);
  });

  it("are found in raw content (export keys) without the schema, and anything odd names none", () => {
    expect(contentMediaRefs("image", "m1")).toEqual(["m1"]);
    expect(contentMediaRefs("cover", { imageId: "m2", title: "m1" })).toEqual(["m2"]);
    expect(contentMediaRefs("image-and-text", { imageId: 5 })).toEqual([]);
    for (const odd of [null, undefined, 7, [], ["m1"], { imageId: { nested: "m1" } }]) {
      expect(contentMediaRefs("image", odd)).toEqual([]);
      expect(contentMediaRefs("cover", odd)).toEqual([]);
    }
    expect(contentMediaRefs("heading", "m1")).toEqual([]);
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

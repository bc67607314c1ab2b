import type { z } from "zod";
import type { BlockDefinition } from "../../definition";
import { clampedNumber, mediaId, metaObject, oneOf } from "../../schema-helpers";

// A wide image across the whole column, cropped to a fixed height. The media id is stored in
// `content` (null until one is chosen); imageList is not used. metaData: the height in px (150-800)
// and which part of the image stays in view when it is cropped (focal: top, center or bottom).

export const COVER_IMAGE_FOCALS = ["top", "center", "bottom"] as const;
export const COVER_IMAGE_HEIGHT = { min: 150, max: 800, fallback: 360 } as const;

const content = mediaId;

const metaData = metaObject({
  height: clampedNumber(COVER_IMAGE_HEIGHT.min, COVER_IMAGE_HEIGHT.max, COVER_IMAGE_HEIGHT.fallback).transform(Math.round),
  focal: oneOf(COVER_IMAGE_FOCALS, "center"),
});

export type CoverImageContent = z.output<typeof content>;
export type CoverImageMeta = z.output<typeof metaData>;

export const coverImageDefinition: BlockDefinition<CoverImageContent, CoverImageMeta> = {
  type: "cover-image",
  group: "textAndImages",
  content,
  metaData,
  mediaIds: (content) => (typeof content === "string" ? [content] : []),
  defaults: () => ({ content: null, metaData: { height: COVER_IMAGE_HEIGHT.fallback, focal: "center" } }),
};

import { z } from "zod";
import type { BlockDefinition } from "../../definition";
import { sanitizeRichText } from "../../sanitize";
import { clampedNumber, MAX_BLOCK_TEXT, mediaId, metaObject, oneOf } from "../../schema-helpers";

// An image beside rich text. content: the image's media id (content.imageId, null until one is
// chosen; imageList is not used) and the text as sanitized rich-text HTML (cleaned here on every
// write and again by the view). metaData: splitterWidth, the image column's share of the width
// (20-80 percent), and which side the image sits on. Below 640 px the columns stack.

export const IMAGE_SIDES = ["left", "right"] as const;
export const SPLITTER_WIDTH = { min: 20, max: 80, fallback: 50 } as const;

const content = z.object({
  imageId: mediaId,
  html: z
    .string()
    .max(MAX_BLOCK_TEXT)
    .nullish()
    .transform((html) => sanitizeRichText(html ?? "")),
});

const metaData = metaObject({
  splitterWidth: clampedNumber(SPLITTER_WIDTH.min, SPLITTER_WIDTH.max, SPLITTER_WIDTH.fallback),
  imageSide: oneOf(IMAGE_SIDES, "left"),
});

export type ImageAndTextContent = z.output<typeof content>;
export type ImageAndTextMeta = z.output<typeof metaData>;

export const imageAndTextDefinition: BlockDefinition<ImageAndTextContent, ImageAndTextMeta> = {
  type: "image-and-text",
  group: "textAndImages",
  content,
  metaData,
  // Import calls this on raw content (an export key in place of the id): read the field defensively.
  mediaIds: (content) => {
    const id: unknown = (content as { imageId?: unknown } | null)?.imageId;
    return typeof id === "string" ? [id] : [];
  },
  defaults: () => ({ content: { imageId: null, html: "" }, metaData: { splitterWidth: SPLITTER_WIDTH.fallback, imageSide: "left" } }),
};

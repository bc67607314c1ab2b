import { z } from "zod";
import { ALIGNMENTS } from "../../constants";
import type { BlockDefinition } from "../../definition";
import { clampedNumber, mediaId, metaObject, oneOf, text } from "../../schema-helpers";

// The cover: the document's hero at the top of the first page, a fixed block (one per document, at
// positionName "cover", outside the block flow). content holds the title, the subtitle and the
// background image's media id (content.imageId, null for a plain background); imageList is not used.
// metaData: the dark overlay's opacity over the image (0-0.8), text alignment and the hero's height.

export const COVER_HEIGHTS = ["small", "medium", "large"] as const;
export type CoverHeight = (typeof COVER_HEIGHTS)[number];

const content = z.object({
  title: text(200),
  subtitle: text(300),
  imageId: mediaId,
});

const metaData = metaObject({
  overlayOpacity: clampedNumber(0, 0.8, 0.35),
  textAlign: oneOf(ALIGNMENTS, "center"),
  height: oneOf(COVER_HEIGHTS, "medium"),
});

export type CoverContent = z.output<typeof content>;
export type CoverMeta = z.output<typeof metaData>;

export const coverDefinition: BlockDefinition<CoverContent, CoverMeta> = {
  type: "cover",
  group: "branding",
  content,
  metaData,
  // Import calls this on raw content (an export key in place of the id): read the field defensively.
  mediaIds: (content) => {
    const id: unknown = (content as { imageId?: unknown } | null)?.imageId;
    return typeof id === "string" ? [id] : [];
  },
  defaults: () => ({
    content: { title: "", subtitle: "", imageId: null },
    metaData: { overlayOpacity: 0.35, textAlign: "center", height: "medium" },
  }),
  fixedPosition: "cover",
  hiddenFromPicker: true,
};

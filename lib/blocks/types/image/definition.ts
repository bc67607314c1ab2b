import { z } from "zod";
import { ALIGNMENTS } from "../../constants";
import type { BlockDefinition } from "../../definition";
import { clampedNumber, color, flag, mediaId, metaObject, oneOf, text } from "../../schema-helpers";
import { OVERLAY_WIDTH, snapOverlayWidth } from "./overlay-width";

// An image from the workspace's media library. The media id is stored in `content` (null until one
// is chosen); imageList is not used. metaData follows workspace spec §3 and §5:
// - overlaySettings: the caption's box laid over the bottom of the image (when hasCaption): its
//   paddings and border thickness in px (0-20, default 5), border colour, and its width as a
//   percentage of the image (5-90, snapped to the spec's steps, see ./overlay-width.ts);
// - autoFitWidth: the image fills the column; otherwise it takes userSpecifiedWidth percent of it
//   (5-100, null = its natural size), but only while allowWidthChange is on;
// - align places an image narrower than the column.

const padding = () => clampedNumber(0, 20, 5);

const overlaySettings = metaObject({
  paddingTop: padding(),
  paddingRight: padding(),
  paddingBottom: padding(),
  paddingLeft: padding(),
  borderThickness: padding(),
  borderColor: color("#ffffff"),
  width: clampedNumber(OVERLAY_WIDTH.min, OVERLAY_WIDTH.max, OVERLAY_WIDTH.fallback).transform(snapOverlayWidth),
});

/** A percentage of the column, 5-100, or null (anything not a number; `.optional()` as in schema-helpers). */
const userSpecifiedWidth = z
  .unknown()
  .optional()
  .transform((value) => (typeof value === "number" && Number.isFinite(value) ? Math.min(100, Math.max(5, value)) : null));

const content = mediaId;

const metaData = metaObject({
  overlaySettings,
  imgCaption: text(300),
  autoFitWidth: flag(true),
  allowWidthChange: flag(true),
  hasCaption: flag(false),
  align: oneOf(ALIGNMENTS, "center"),
  userSpecifiedWidth,
});

export type ImageContent = z.output<typeof content>;
export type ImageMeta = z.output<typeof metaData>;
export type OverlaySettings = ImageMeta["overlaySettings"];

export const imageDefinition: BlockDefinition<ImageContent, ImageMeta> = {
  type: "image",
  group: "textAndImages",
  content,
  metaData,
  mediaIds: (content) => (typeof content === "string" ? [content] : []),
  defaults: () => ({
    content: null,
    metaData: {
      overlaySettings: { paddingTop: 5, paddingRight: 5, paddingBottom: 5, paddingLeft: 5, borderThickness: 5, borderColor: "#ffffff", width: 90 },
      imgCaption: "",
      autoFitWidth: true,
      allowWidthChange: true,
      hasCaption: false,
      align: "center",
      userSpecifiedWidth: null,
    },
  }),
};

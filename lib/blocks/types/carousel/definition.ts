import { z } from "zod";
import type { BlockDefinition } from "../../definition";
import { clampedNumber, flag, metaObject, text } from "../../schema-helpers";

// A carousel of workspace images. The images are the block's imageList (checked against the
// workspace, exported and remapped by the block calls, like every imageList), so content is unused.
// metaData per workspace spec §3 (height, captions per image, watermark text, fontSize, transparency,
// enabled) with the §9 defaults: height 250, autoplay every 2 s, watermark transparency 0.5.

export const CAROUSEL_LIMITS = {
  images: 50,
  height: { min: 100, max: 800 },
  caption: 300,
  watermarkText: 60,
  fontSize: { min: 10, max: 96 },
} as const;

export { CAROUSEL_AUTOPLAY_MS } from "./autoplay";

/** Content is unused: whatever is sent is stored as null. */
const content = z
  .unknown()
  .optional()
  .transform((): null => null);

/**
 * One caption per image, by position in imageList; a missing or null entry is no caption. Too many
 * or too long ones are refused (a client bug, not a typing slip).
 */
const captions = z
  .array(text(CAROUSEL_LIMITS.caption))
  .max(CAROUSEL_LIMITS.images)
  .nullish()
  .transform((list) => list ?? []);

/** transparency 0 is a fully opaque watermark, 1 an invisible one (the view draws opacity 1 - transparency). */
const watermark = metaObject({
  text: text(CAROUSEL_LIMITS.watermarkText),
  fontSize: clampedNumber(CAROUSEL_LIMITS.fontSize.min, CAROUSEL_LIMITS.fontSize.max, 32).transform(Math.round),
  transparency: clampedNumber(0, 1, 0.5),
  enabled: flag(false),
});

const metaData = metaObject({
  height: clampedNumber(CAROUSEL_LIMITS.height.min, CAROUSEL_LIMITS.height.max, 250).transform(Math.round),
  captions,
  watermark,
  autoplay: flag(true),
});

export type CarouselContent = z.output<typeof content>;
export type CarouselMeta = z.output<typeof metaData>;
export type CarouselWatermark = CarouselMeta["watermark"];

export const carouselDefinition: BlockDefinition<CarouselContent, CarouselMeta> = {
  type: "carousel",
  group: "textAndImages",
  content,
  metaData,
  defaults: () => ({
    content: null,
    metaData: { height: 250, captions: [], watermark: { text: "", fontSize: 32, transparency: 0.5, enabled: false }, autoplay: true },
  }),
};

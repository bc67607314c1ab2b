import { z } from "zod";
import type { BlockDefinition } from "../../definition";
import { clampedNumber, flag, mediaId, metaObject, text } from "../../schema-helpers";

// A carousel of workspace images. metaData per workspace spec §3 (height, captions per image,
// watermark text, fontSize, transparency, enabled) with the §9 defaults: height 250, autoplay every
// 2 s, watermark transparency 0.5. Each slide keeps its image id and its caption together
// (metaData.slides, declared by mediaIds), so an export or a copy that loses an image can never
// shift the captions onto the wrong images. content is unused.

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

const slide = metaObject({ imageId: mediaId, caption: text(CAROUSEL_LIMITS.caption) });

/**
 * The slides in order. A slide without an image (an import could not bring it: null) is dropped, an
 * image already shown is dropped (spec §5: an image is in a carousel once), and slides past the limit
 * are cut, so a stored list always reads.
 */
const slides = z
  .array(slide)
  .nullish()
  .transform((list) => {
    const seen = new Set<string>();
    const kept: { imageId: string; caption: string }[] = [];
    for (const { imageId, caption } of list ?? []) {
      if (!imageId || seen.has(imageId)) continue;
      seen.add(imageId);
      kept.push({ imageId, caption });
    }
    return kept.slice(0, CAROUSEL_LIMITS.images);
  });

/** transparency 0 is a fully opaque watermark, 1 an invisible one (the view draws opacity 1 - transparency). */
const watermark = metaObject({
  text: text(CAROUSEL_LIMITS.watermarkText),
  fontSize: clampedNumber(CAROUSEL_LIMITS.fontSize.min, CAROUSEL_LIMITS.fontSize.max, 32).transform(Math.round),
  transparency: clampedNumber(0, 1, 0.5),
  enabled: flag(false),
});

const metaData = metaObject({
  height: clampedNumber(CAROUSEL_LIMITS.height.min, CAROUSEL_LIMITS.height.max, 250).transform(Math.round),
  slides,
  watermark,
  autoplay: flag(true),
});

export type CarouselContent = z.output<typeof content>;
export type CarouselMeta = z.output<typeof metaData>;
export type CarouselWatermark = CarouselMeta["watermark"];
export type CarouselSlide = CarouselMeta["slides"][number];

/** Reads raw metaData defensively: import calls it on values that have not been through the schema. */
const slideImageIds = (_content: unknown, metaData: unknown): string[] => {
  const list = metaData && typeof metaData === "object" ? (metaData as { slides?: unknown }).slides : null;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) => {
    const imageId = entry && typeof entry === "object" ? (entry as { imageId?: unknown }).imageId : null;
    return typeof imageId === "string" ? [imageId] : [];
  });
};

export const carouselDefinition: BlockDefinition<CarouselContent, CarouselMeta> = {
  type: "carousel",
  group: "textAndImages",
  content,
  metaData,
  mediaIds: slideImageIds,
  defaults: () => ({
    content: null,
    metaData: { height: 250, slides: [], watermark: { text: "", fontSize: 32, transparency: 0.5, enabled: false }, autoplay: true },
  }),
};

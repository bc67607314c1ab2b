import { z } from "zod";
import type { BlockDefinition } from "../../definition";
import { clampedNumber, mediaId, metaObject, text } from "../../schema-helpers";

// A floor plan: one high-resolution image (workspace spec §3 "floor plan (high-resolution) image";
// §9: stored up to 4000x4000 at quality 0.95, see lib/media/library-upload.ts) that readers zoom
// and pan. content: { imageId, caption }, the image declared by mediaIds; metaData: the height of
// the zoomable area.

export const FLOOR_PLAN_LIMITS = { caption: 300, height: { min: 200, max: 1200 } } as const;

const content = metaObject({
  imageId: mediaId,
  caption: text(FLOOR_PLAN_LIMITS.caption),
});

const metaData = metaObject({
  height: clampedNumber(FLOOR_PLAN_LIMITS.height.min, FLOOR_PLAN_LIMITS.height.max, 500).transform(Math.round),
});

export type FloorPlanContent = z.output<typeof content>;
export type FloorPlanMeta = z.output<typeof metaData>;

/** Reads raw content defensively: import calls it on content that has not been through the schema. */
const floorPlanMediaIds = (value: unknown): string[] => {
  const id = value && typeof value === "object" ? (value as { imageId?: unknown }).imageId : null;
  return typeof id === "string" && id ? [id] : [];
};

export const floorPlanDefinition: BlockDefinition<FloorPlanContent, FloorPlanMeta> = {
  type: "floor-plan",
  group: "events",
  content,
  metaData,
  mediaIds: floorPlanMediaIds,
  defaults: () => ({ content: { imageId: null, caption: "" }, metaData: { height: 500 } }),
};

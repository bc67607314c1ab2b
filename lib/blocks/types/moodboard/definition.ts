import { z } from "zod";
import type { BlockDefinition } from "../../definition";
import { clampedNumber, flag, mediaId, metaObject, oneOf, text } from "../../schema-helpers";

// A moodboard: images in a grid, masonry or collage layout, the event's colour palette and a short
// text. metaData per workspace spec §3 (layoutType, colors, showText, showColorBoxes, roundedBorders,
// showBackgroundPattern) and §9 ("4 colors, 3 color boxes": colorBoxCount, how many of the colours
// are shown as boxes). content: { text, imageIds }; the image ids are declared by mediaIds.

export const MOODBOARD_LAYOUTS = ["grid", "masonry", "collage"] as const;
export type MoodboardLayout = (typeof MOODBOARD_LAYOUTS)[number];

/** Spec §9: moodboard changes are debounced 2000 ms (colour pickers and reordering fire many changes). */
export const MOODBOARD_SAVE_DELAY_MS = 2000;

export const MOODBOARD_LIMITS = { colors: { min: 1, max: 8 }, colorBoxes: { min: 0, max: 8 }, images: 12, text: 2000 } as const;

/** Blush, dusty rose, sage and champagne gold: a soft wedding palette. */
export const DEFAULT_MOODBOARD_COLORS = ["#f3dfd6", "#c98f8a", "#a3b18a", "#c9a66b"];

const hex = z
  .string()
  .regex(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i)
  .transform((value) => value.toLowerCase());

/** Missing: the default palette. Empty, over-long or with a value that is not a colour: refused. */
const colors = z
  .array(hex)
  .min(MOODBOARD_LIMITS.colors.min)
  .max(MOODBOARD_LIMITS.colors.max)
  .nullish()
  .transform((list) => list ?? [...DEFAULT_MOODBOARD_COLORS]);

// A null entry is an image an import could not map (replaceContentMedia writes null): it is dropped.
const imageIds = z
  .array(mediaId)
  .max(MOODBOARD_LIMITS.images)
  .nullish()
  .transform((list) => (list ?? []).filter((id): id is string => id !== null));

const content = metaObject({
  text: text(MOODBOARD_LIMITS.text),
  imageIds,
});

const metaData = metaObject({
  layoutType: oneOf(MOODBOARD_LAYOUTS, "grid"),
  colors,
  showText: flag(true),
  showColorBoxes: flag(true),
  colorBoxCount: clampedNumber(MOODBOARD_LIMITS.colorBoxes.min, MOODBOARD_LIMITS.colorBoxes.max, 3).transform(Math.round),
  roundedBorders: flag(true),
  showBackgroundPattern: flag(false),
});

export type MoodboardContent = z.output<typeof content>;
export type MoodboardMeta = z.output<typeof metaData>;

/** Reads raw content defensively: import calls it on content that has not been through the schema. */
const moodboardMediaIds = (value: unknown): string[] => {
  const list = value && typeof value === "object" ? (value as { imageIds?: unknown }).imageIds : null;
  return Array.isArray(list) ? list.filter((id): id is string => typeof id === "string") : [];
};

export const moodboardDefinition: BlockDefinition<MoodboardContent, MoodboardMeta> = {
  type: "moodboard",
  group: "events",
  content,
  metaData,
  mediaIds: moodboardMediaIds,
  saveDelayMs: MOODBOARD_SAVE_DELAY_MS,
  defaults: () => ({
    content: { text: "", imageIds: [] },
    metaData: {
      layoutType: "grid",
      colors: [...DEFAULT_MOODBOARD_COLORS],
      showText: true,
      showColorBoxes: true,
      colorBoxCount: 3,
      roundedBorders: true,
      showBackgroundPattern: false,
    },
  }),
};

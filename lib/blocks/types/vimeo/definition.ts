import { z } from "zod";
import type { BlockDefinition } from "../../definition";
import { clampedNumber, metaObject } from "../../schema-helpers";
import { VIDEO_HEIGHT, VIDEO_WIDTH, vimeoId } from "../../video-url";
import { videoUrlContent, videoWidth } from "../../video-url-schema";

// A Vimeo video (workspace spec §3, §5). content is the video's address as the author gave it
// (trimmed); spec §5 allows only a vimeo address ending in the video's digits, anything else is
// refused, so only a valid address is saved. metaData: the frame's size (100% by 500 px by default).

/** The address to store, trimmed, when it is a Vimeo video's; else null. */
export const storedVimeoUrl = (raw: string) => (vimeoId(raw) ? raw.trim() : null);

const content = videoUrlContent(storedVimeoUrl, "validation.invalid");

const metaData = metaObject({
  width: videoWidth(),
  height: clampedNumber(VIDEO_HEIGHT.min, VIDEO_HEIGHT.max, VIDEO_HEIGHT.fallback).transform(Math.round),
});

export type VimeoContent = z.output<typeof content>;
export type VimeoMeta = z.output<typeof metaData>;

export const vimeoDefinition: BlockDefinition<VimeoContent, VimeoMeta> = {
  type: "vimeo",
  group: "others",
  content,
  metaData,
  defaults: () => ({
    content: null,
    metaData: { width: VIDEO_WIDTH.fallback, height: VIDEO_HEIGHT.fallback },
  }),
};

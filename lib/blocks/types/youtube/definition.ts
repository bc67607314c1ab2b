import { z } from "zod";
import type { BlockDefinition } from "../../definition";
import { clampedNumber, metaObject } from "../../schema-helpers";
import { VIDEO_HEIGHT, VIDEO_WIDTH, youtubeId, youtubeWatchUrl } from "../../video-url";
import { videoUrlContent, videoWidth } from "../../video-url-schema";

// A YouTube video (workspace spec §3, §9). content is the video's address, stored in one canonical
// form (https://www.youtube.com/watch?v=<id>) whatever form was pasted; null until one is set. An
// address that is not YouTube's is refused. metaData: where playback starts (seconds, default 0)
// and the frame's size (default 100% wide, 500 px high).

/** Start offsets up to a day: longer than any video YouTube serves. */
export const YOUTUBE_MAX_START = 86_400;

/** The canonical address of a YouTube link, else null. */
export const canonicalYoutubeUrl = (raw: string) => {
  const id = youtubeId(raw);
  return id ? youtubeWatchUrl(id) : null;
};

const content = videoUrlContent(canonicalYoutubeUrl, "validation.invalid");

const metaData = metaObject({
  startInSeconds: clampedNumber(0, YOUTUBE_MAX_START, 0).transform(Math.round),
  width: videoWidth(),
  height: clampedNumber(VIDEO_HEIGHT.min, VIDEO_HEIGHT.max, VIDEO_HEIGHT.fallback).transform(Math.round),
});

export type YoutubeContent = z.output<typeof content>;
export type YoutubeMeta = z.output<typeof metaData>;

export const youtubeDefinition: BlockDefinition<YoutubeContent, YoutubeMeta> = {
  type: "youtube",
  group: "others",
  content,
  metaData,
  defaults: () => ({
    content: null,
    metaData: { startInSeconds: 0, width: VIDEO_WIDTH.fallback, height: VIDEO_HEIGHT.fallback },
  }),
};

import type { z } from "zod";
import { ALIGNMENTS } from "../../constants";
import type { BlockDefinition } from "../../definition";
import { clampedNumber, mediaId, metaObject, oneOf } from "../../schema-helpers";

// The workspace's logo (team.logoId, so a new logo shows in every document at once), or an image
// chosen for this block instead: its media id in `content` (null = the workspace logo); imageList is
// not used. metaData: the logo's width in px (40-300) and its alignment.

export const LOGO_SIZE = { min: 40, max: 300, fallback: 120 } as const;

const content = mediaId;

const metaData = metaObject({
  size: clampedNumber(LOGO_SIZE.min, LOGO_SIZE.max, LOGO_SIZE.fallback).transform(Math.round),
  align: oneOf(ALIGNMENTS, "center"),
});

export type LogoImageContent = z.output<typeof content>;
export type LogoImageMeta = z.output<typeof metaData>;

export const logoImageDefinition: BlockDefinition<LogoImageContent, LogoImageMeta> = {
  type: "logo-image",
  group: "branding",
  content,
  metaData,
  mediaIds: (content) => (typeof content === "string" ? [content] : []),
  defaults: () => ({ content: null, metaData: { size: LOGO_SIZE.fallback, align: "center" } }),
};

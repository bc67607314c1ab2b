import type { z } from "zod";
import { instagramSchema } from "@/lib/validation/instagram";
import type { BlockDefinition } from "../../definition";
import { metaObject, text } from "../../schema-helpers";

// The workspace's Instagram profile (spec §3 segment type "instagram"): a card linking to it. No
// Instagram API is in the specs, so nothing is fetched; the card shows the handle and a short text
// the planner writes. The handle is the workspace's (team.socialMedia.instagram, so a change there
// shows everywhere at once) unless metaData.handleOverride names another profile for this document.
// content: { text } (at most 300 characters); metaData: { handleOverride } (a valid handle without
// "@", or null). An invalid handle is refused (400), never stored.

export const INSTAGRAM_LIMITS = { text: 300 } as const;

const content = metaObject({
  text: text(INSTAGRAM_LIMITS.text),
});

const metaData = metaObject({
  handleOverride: instagramSchema.nullish().transform((handle) => handle ?? null),
});

export type InstagramContent = z.output<typeof content>;
export type InstagramMeta = z.output<typeof metaData>;

export const instagramDefinition: BlockDefinition<InstagramContent, InstagramMeta> = {
  type: "instagram",
  group: "branding",
  content,
  metaData,
  defaults: () => ({ content: { text: "" }, metaData: { handleOverride: null } }),
};

import type { BlockDefinition } from "../../definition";
import { rsvpContentSchema, rsvpDefaults, rsvpMetaSchema, type RsvpContent, type RsvpMeta } from "./schema";

// The RSVP form (workspace spec §3 "RSVP", §5 "RSVP submit", §9 "RSVP"): designed, stored and
// previewed here; invitees reply in the share view (lib/share/client/rsvp.ts posts to
// POST /api/form/rsvp/{segmentId}; lib/rsvp/ stores replies and builds the owner's guest list).
// Everything lives in metaData (see ./schema.ts for the shape and limits); content is unused. The
// form names no media.

export type { RsvpContent, RsvpMeta } from "./schema";

export const rsvpFormDefinition: BlockDefinition<RsvpContent, RsvpMeta> = {
  type: "rsvp-form",
  group: "events",
  content: rsvpContentSchema,
  metaData: rsvpMetaSchema,
  defaults: rsvpDefaults,
};

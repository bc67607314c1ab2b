import { z } from "zod";
import { defineContract } from "@/lib/http/contract";
import { idSchema as id } from "@/lib/validation/ids";
import { MAX_VARIANT_SIDE, MIN_VARIANT_SIDE } from "./variants";

// Serving media at a size, finding an upload by checksum, and storage figures (workspace spec §7).
const tag = "Media";

/** A requested side in pixels: a whole number 16..4000 (it is then snapped up to a size step). */
const side = z
  .string()
  .regex(/^\d{1,5}$/, { message: "validation.invalid" })
  .transform(Number)
  .pipe(z.number().int().min(MIN_VARIANT_SIDE).max(MAX_VARIANT_SIDE))
  .describe(`Pixels, ${MIN_VARIANT_SIDE}..${MAX_VARIANT_SIDE}; rounded up to the next size step (see lib/media/variants.ts)`);

/** sha256 of the file's bytes, hex (what uploads store as `checksum`). */
const sha256 = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-f]{64}$/, { message: "validation.invalid" });

const sizedSummary =
  "WebP when the Accept header includes image/webp, else the original's format; generated once, then served from storage with immutable cache headers and an ETag (members of the media's workspace, or with `share` visitors of an open share listing it)";

export const mediaServingContracts = {
  fitted: defineContract({
    method: "GET",
    path: "/api/media/{id}/width/{w}/{h}",
    tag,
    // Public so a share's visitors can load its images; without `share` a session is still required.
    auth: "public",
    summary: `The image scaled to fit inside w x h, keeping its aspect and never enlarged. ${sizedSummary}`,
    params: z.object({ id, w: side, h: side }),
    query: z.object({ share: z.string().max(64).optional().describe("A share key: visitors of that open share may fetch the items it lists (with its PIN cookie when it has a PIN)"), design: z.string().max(64).optional().describe("A design template id: anyone may fetch the items its design document lists (the public design preview)") }),
  }),
  maxWidth: defineContract({
    method: "GET",
    path: "/api/media/{id}/max-width/{w}",
    tag,
    auth: "public",
    summary: `The image at most w pixels wide, keeping its aspect and never enlarged. ${sizedSummary}`,
    params: z.object({ id, w: side }),
    query: z.object({ share: z.string().max(64).optional().describe("A share key: visitors of that open share may fetch the items it lists (with its PIN cookie when it has a PIN)"), design: z.string().max(64).optional().describe("A design template id: anyone may fetch the items its design document lists (the public design preview)") }),
  }),
  checksum: defineContract({
    method: "GET",
    path: "/api/media/checksum/{hash}",
    tag,
    auth: "user",
    // Searches only the caller's own workspaces (a `team` outside them is 404), so the answer for a
    // stranger's checksum is the same `{}` as for an unknown one: nothing of anyone else is named.
    scope: "self",
    summary:
      "An existing (not deleted) library image with this sha256 (hex) in the caller's workspaces, so the same file is not uploaded twice; `{}` when there is none (a deleted one is restored by uploading the file again)",
    params: z.object({ hash: sha256 }),
    query: z.object({ team: id.optional().describe("Only this workspace (the caller must be a member)") }),
    response: z.union([
      z.object({ _id: z.string(), id: z.string(), team: z.string(), name: z.string(), url: z.string() }),
      z.object({}),
    ]),
  }),
  canUpload: defineContract({
    method: "GET",
    path: "/api/team/{id}/can-upload",
    tag,
    auth: "user",
    summary:
      "Whether the workspace's disk space has room (members): the plan of the account that created it sets the quota, shared by every workspace that account created; with `size`, whether that many more bytes fit",
    params: z.object({ id }),
    query: z.object({ size: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional().describe("Bytes about to be uploaded") }),
    response: z.object({ canUpload: z.boolean(), usedBytes: z.number(), quotaBytes: z.number() }),
  }),
  diskUsage: defineContract({
    method: "GET",
    path: "/api/users/diskUsage",
    tag,
    auth: "user",
    scope: "self",
    summary: "Bytes stored for the files the caller uploaded (media with their generated sizes, misc files), deleted media included until purged",
    response: z.object({ totalSize: z.number() }),
  }),
};

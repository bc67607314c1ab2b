import { z } from "zod";
import { defineContract } from "@/lib/http/contract";
import { decodeCursor } from "@/lib/documents/list-schemas";
import { idSchema as id } from "@/lib/validation/ids";

// The media library's first calls (workspace spec §7). The media issue adds albums, renaming,
// deletion and recovery, sizes and stock photos.
const tag = "Media";

const cursor = z
  .string()
  .max(200)
  .transform((text, ctx) => {
    const decoded = decodeCursor(text);
    if (!decoded) {
      ctx.addIssue({ code: "custom", message: "validation.invalid" });
      return z.NEVER;
    }
    return decoded;
  })
  .describe("nextCursor of the previous page");
const mediaItem = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  sourceFileName: z.string(),
  albumId: z.string().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  url: z.string().describe("/api/media/download/{id}"),
});
/**
 * The upload's optional `purpose`: absent for a media library image; "floorPlan" for the floor-plan
 * block's image, stored up to 4000x4000 at JPEG quality 0.95 (workspace spec §9) and not listed in
 * the library. Any other value is refused (400 naming `purpose`), nothing is stored.
 */
export const uploadPurposeFields = z.object({
  purpose: z
    .enum(["floorPlan", "landing"])
    .optional()
    .describe("Omit for a library image (at most 2000x2000, JPEG quality 0.9); `floorPlan`: at most 4000x4000, JPEG quality 0.95; `landing`: a share's landing background, at most 2000x1100, JPEG quality 0.95"),
});

/** An upload purpose other than the library's own. */
export type MediaUploadPurpose = NonNullable<z.output<typeof uploadPurposeFields>["purpose"]>;

/** One page of GET /api/team/{id}/media. */
export const mediaPageSchema = z.object({
  items: z.array(mediaItem),
  nextCursor: z.string().nullable().describe("Pass back as `cursor` for the next page; null on the last page"),
});

export const mediaContracts = {
  upload: defineContract({
    method: "POST",
    path: "/api/team/{id}/media",
    tag,
    auth: "user",
    summary:
      "Upload images to the workspace's media library (multipart `file`, repeated for a batch of at most MEDIA_MAX_FILES_PER_BATCH (20) unless super admin; optional `albumId`, optional `purpose`: `floorPlan` keeps a high-resolution floor plan); answers attachmentId (the first) and, for a batch, attachmentIds",
    params: z.object({ id }),
    body: z.object({ file: z.string().describe("image file"), albumId: id.optional() }).extend(uploadPurposeFields.shape),
    bodyType: "multipart",
    response: z.object({ attachmentId: z.string(), attachmentIds: z.array(z.string()).optional() }),
  }),
  list: defineContract({
    method: "GET",
    path: "/api/team/{id}/media",
    tag,
    auth: "user",
    summary: "One page (40) of the workspace's library images, newest upload first, keyset-paged; deleted ones only in view=deleted (members of the workspace)",
    params: z.object({ id }),
    query: z.object({
      cursor: cursor.optional(),
      search: z
        .string()
        .max(200)
        .transform((term) => term.trim() || undefined)
        .optional()
        .describe("Part of the name or the uploaded file's name (case-insensitive)"),
      view: z
        .enum(["all", "album", "deleted"])
        .default("all")
        .describe("all: every library image; album: those of `albumId` (without it: those in no album); deleted: the deleted ones, to recover"),
      albumId: id.optional().describe("The album to show (with view=album; narrows the other views too)"),
    }),
    response: mediaPageSchema,
  }),
  download: defineContract({
    method: "GET",
    path: "/api/media/download/{id}",
    tag,
    // Public so a share's visitors can load its images; without `share` a session is still required.
    auth: "public",
    summary: "The stored image of a media item (members of its workspace, or with `share` visitors of an open share listing it)",
    params: z.object({ id }),
    query: z.object({ share: z.string().max(64).optional().describe("A share key: visitors of that open share may fetch the items it lists (with its PIN cookie when it has a PIN)"), design: z.string().max(64).optional().describe("A design template id: anyone may fetch the items its design document lists (the public design preview)") }),
  }),
};

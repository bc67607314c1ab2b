import { z } from "zod";
import { defineContract } from "@/lib/http/contract";
import { idSchema as id } from "@/lib/validation/ids";

// The media library's first calls (workspace spec §7). The media issue adds albums, renaming,
// deletion and recovery, sizes and stock photos.
const tag = "Media";

export const mediaContracts = {
  upload: defineContract({
    method: "POST",
    path: "/api/team/{id}/media",
    tag,
    auth: "user",
    summary: "Upload an image to the workspace's media library (multipart `file`, optional `albumId`); answers attachmentId",
    params: z.object({ id }),
    body: z.object({ file: z.string().describe("image file"), albumId: id.optional() }),
    bodyType: "multipart",
    response: z.object({ attachmentId: z.string() }),
  }),
  download: defineContract({
    method: "GET",
    path: "/api/media/download/{id}",
    tag,
    auth: "user",
    summary: "The stored image of a media item (members of its workspace)",
    params: z.object({ id }),
  }),
};

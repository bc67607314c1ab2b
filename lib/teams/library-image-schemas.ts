import { z } from "zod";
import { idSchema } from "@/lib/validation/ids";

// The body of the logo, favicon and profile photo routes (lib/teams/library-image.ts reads it).

/** The picker's choice, sent as JSON: an image of a media library. */
export const mediaIdBody = z.object({ mediaId: idSchema });

/** For the OpenAPI document: an upload, or (sent as JSON instead) a library image's id. */
export const imageOrMediaBody = z.object({
  file: z.string().optional().describe("image file (multipart)"),
  mediaId: z.string().optional().describe('or, sent as JSON `{ "mediaId": "..." }` instead of a file, the id of an image in the media library'),
});

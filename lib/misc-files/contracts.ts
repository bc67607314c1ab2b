import { z } from "zod";
import { defineContract } from "@/lib/http/contract";
import { idSchema as id } from "@/lib/validation/ids";

// Misc files (workspace spec §3 "Misc file: _id, sourceFileName", §7): files of any type a block
// offers for download (the attachment block's miscFileList). Stored as given, never converted.
const tag = "Misc files";

export const miscFileSchema = z.object({
  _id: z.string(),
  id: z.string(),
  sourceFileName: z.string().describe("The uploaded file's name, without any folder part"),
  mimeType: z.string().describe("The type it is served with: the claimed one only when allowed and the bytes match it, else application/octet-stream"),
  size: z.number().describe("Bytes"),
});

export const miscFileContracts = {
  upload: defineContract({
    method: "POST",
    path: "/api/team/{id}/misc-file",
    tag,
    auth: "user",
    summary: "Upload a file for download from blocks (multipart `file`, at most 20 MB; members of the workspace); answers 201 with the file",
    params: z.object({ id }),
    body: z.object({ file: z.string().describe("any file") }),
    bodyType: "multipart",
    response: miscFileSchema,
  }),
  read: defineContract({
    method: "GET",
    path: "/api/misc-file/{id}",
    tag,
    auth: "user",
    summary: "A misc file's name, type and size (members of its workspace)",
    params: z.object({ id }),
    response: miscFileSchema,
  }),
  download: defineContract({
    method: "GET",
    path: "/api/misc-file/download/{id}",
    tag,
    // Public so a share's visitors can download its files; without `share` a session is still required.
    auth: "public",
    summary: "The stored file, as a download under its uploaded name (members of its workspace, or with `share` visitors of an open share listing it)",
    params: z.object({ id }),
    query: z.object({ share: z.string().max(64).optional().describe("A share key: visitors of that open share may fetch the items it lists (with its PIN cookie when it has a PIN)"), design: z.string().max(64).optional().describe("A design template id: anyone may fetch the items its design document lists (the public design preview)") }),
  }),
};

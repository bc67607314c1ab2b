import { notFound } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { miscFileContracts } from "@/lib/misc-files/contracts";
import { attachmentDisposition } from "@/lib/misc-files/file-name";
import { findMiscFile } from "@/lib/misc-files/misc-files";
import { authorizeItem, itemCacheControl } from "@/lib/sharing/share-media";
import { getObject } from "@/lib/storage";

// Always a download (never shown inline, never sniffed): a file's type is only trusted as far as
// lib/documents/attachment-type.ts allows. A stored file never changes under its id, so browsers may
// keep it; private: only members may see it (and visitors of an open share that lists it,
// `?share={key}`: lib/sharing/share-media.ts).
export const GET = route(miscFileContracts.download, async ({ actor, params, request }) => {
  const file = await findMiscFile(params.id);
  if (!file) throw notFound();
  const access = await authorizeItem(actor, request, { id: params.id, teamId: file.teamId }, "file");
  const etag = `"${file.checksum}"`;
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers: { etag } });
  const bytes = await getObject(file.storageKey);
  if (!bytes) throw notFound();
  return new Response(new Uint8Array(bytes), {
    headers: {
      "content-type": file.mimeType,
      "content-length": String(bytes.length),
      "content-disposition": attachmentDisposition(file.sourceFileName),
      etag,
      "cache-control": itemCacheControl(access),
      "x-content-type-options": "nosniff",
    },
  });
});

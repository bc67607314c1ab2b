import { notFound } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { mediaContracts } from "@/lib/media/contracts";
import { findMediaForDownload } from "@/lib/media/library-upload";
import { authorizeItem, itemCacheControl } from "@/lib/sharing/share-media";
import { getObject } from "@/lib/storage";

// A stored file never changes under its id, so browsers may keep it; private: only members may see it
// (and visitors of an open share that lists it, `?share={key}`: lib/sharing/share-media.ts).
export const GET = route(mediaContracts.download, async ({ actor, params, request }) => {
  const media = await findMediaForDownload(params.id);
  if (!media) throw notFound();
  const access = await authorizeItem(actor, request, { id: params.id, teamId: media.teamId }, "media");
  const etag = `"${media.checksum}"`;
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers: { etag } });
  const bytes = await getObject(media.storageKey);
  if (!bytes) throw notFound();
  return new Response(new Uint8Array(bytes), {
    headers: { "content-type": media.mimeType, etag, "cache-control": itemCacheControl(access), "x-content-type-options": "nosniff" },
  });
});

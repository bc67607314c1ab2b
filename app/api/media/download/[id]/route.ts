import { requireTeamMember } from "@/lib/auth/policy";
import { notFound } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { mediaContracts } from "@/lib/media/contracts";
import { findMediaForDownload } from "@/lib/media/library-upload";
import { getObject } from "@/lib/storage";

// A stored file never changes under its id, so browsers may keep it; private: only members may see it.
export const GET = route(mediaContracts.download, async ({ actor, params, request }) => {
  const media = await findMediaForDownload(params.id);
  if (!media) throw notFound();
  await requireTeamMember(actor, media.teamId);
  const etag = `"${media.checksum}"`;
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers: { etag } });
  const bytes = await getObject(media.storageKey);
  if (!bytes) throw notFound();
  return new Response(new Uint8Array(bytes), {
    headers: { "content-type": media.mimeType, etag, "cache-control": "private, max-age=31536000, immutable", "x-content-type-options": "nosniff" },
  });
});

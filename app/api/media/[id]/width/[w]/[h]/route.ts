import { notFound } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { mediaServingContracts } from "@/lib/media/serving-contracts";
import { findVariantSource, variantResponse } from "@/lib/media/variants";
import { authorizeItem, withItemCache } from "@/lib/sharing/share-media";

// The image fitted inside w x h (sizes snapped up to steps); members of its workspace, or visitors of an open share that lists it (`?share={key}`).
export const GET = route(mediaServingContracts.fitted, async ({ actor, params, request }) => {
  const media = await findVariantSource(params.id);
  if (!media) throw notFound();
  const access = await authorizeItem(actor, request, media, "media");
  const response = await variantResponse(media, request, "inside", params.w, params.h);
  // The row exists but its file does not (storage lost it): nothing to serve.
  if (!response) throw notFound();
  return withItemCache(response, access);
});

import { requireTeamMember } from "@/lib/auth/policy";
import { notFound } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { mediaServingContracts } from "@/lib/media/serving-contracts";
import { findVariantSource, variantResponse } from "@/lib/media/variants";

// The image at most w pixels wide (snapped up to a step); members of its workspace only.
export const GET = route(mediaServingContracts.maxWidth, async ({ actor, params, request }) => {
  const media = await findVariantSource(params.id);
  if (!media) throw notFound();
  await requireTeamMember(actor, media.teamId);
  const response = await variantResponse(media, request, "max-width", params.w, 0);
  // The row exists but its file does not (storage lost it): nothing to serve.
  if (!response) throw notFound();
  return response;
});

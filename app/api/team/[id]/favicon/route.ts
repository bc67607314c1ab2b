import { requireTeamAdmin, requireTeamMember } from "@/lib/auth/policy";
import { invalidInput, notFound } from "@/lib/http/errors";
import { readFormBody } from "@/lib/http/form-body";
import { route } from "@/lib/http/route";
import { readBrandImage, removeBrandImage, setBrandImage } from "@/lib/teams/branding";
import { teamContracts } from "@/lib/teams/contracts";

export const POST = route(teamContracts.uploadFavicon, async ({ actor, params, request }) => {
  await requireTeamAdmin(actor, params.id);
  const { files } = await readFormBody(request);
  if (!files.file) throw invalidInput("invalidInput", [{ path: "file", message: "validation.required" }]);
  return setBrandImage(params.id, actor.user.id, "favicon", files.file);
});

export const DELETE = route(teamContracts.removeFavicon, async ({ actor, params }) => {
  await requireTeamAdmin(actor, params.id);
  return removeBrandImage(params.id, "favicon");
});

export const GET = route(teamContracts.readFavicon, async ({ actor, params }) => {
  await requireTeamMember(actor, params.id);
  const image = await readBrandImage(params.id, "favicon");
  if (!image) throw notFound();
  return new Response(new Uint8Array(image.bytes), {
    headers: { "content-type": image.mimeType, "cache-control": "private, max-age=300", "x-content-type-options": "nosniff" },
  });
});

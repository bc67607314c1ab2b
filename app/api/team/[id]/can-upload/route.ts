import { requireTeamMember } from "@/lib/auth/policy";
import { route } from "@/lib/http/route";
import { canUpload } from "@/lib/media/quota";
import { mediaServingContracts } from "@/lib/media/serving-contracts";

export const GET = route(mediaServingContracts.canUpload, async ({ actor, params }) => {
  await requireTeamMember(actor, params.id);
  return { canUpload: await canUpload(params.id) };
});

import { requireTeamMember } from "@/lib/auth/policy";
import { route } from "@/lib/http/route";
import { fits, workspaceDiskSpace } from "@/lib/media/quota";
import { mediaServingContracts } from "@/lib/media/serving-contracts";

export const GET = route(mediaServingContracts.canUpload, async ({ actor, params, query }) => {
  await requireTeamMember(actor, params.id);
  const space = await workspaceDiskSpace(params.id);
  return { canUpload: fits(space, query.size ?? 0), ...space };
});

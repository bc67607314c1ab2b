import { requireTeamAdmin } from "@/lib/auth/policy";
import { docStyleContracts } from "@/lib/doc-styles/contracts";
import { addStylesToTeam } from "@/lib/doc-styles/service";
import { route } from "@/lib/http/route";

export const POST = route(docStyleContracts.addStyles, async ({ actor, params, body }) => {
  await requireTeamAdmin(actor, params.id);
  return addStylesToTeam(actor, params.id, body.styleIds);
});

import { requireTeamMember } from "@/lib/auth/policy";
import { docStyleContracts } from "@/lib/doc-styles/contracts";
import { listTeamDocStyles } from "@/lib/doc-styles/service";
import { route } from "@/lib/http/route";

export const GET = route(docStyleContracts.list, async ({ actor, params }) => {
  await requireTeamMember(actor, params.id);
  return listTeamDocStyles(params.id);
});

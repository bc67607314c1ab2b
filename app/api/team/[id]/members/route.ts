import { requireTeamMember } from "@/lib/auth/policy";
import { route } from "@/lib/http/route";
import { memberContracts } from "@/lib/members/contracts";
import { listMembers } from "@/lib/members/members";

export const GET = route(memberContracts.list, async ({ actor, params }) => {
  await requireTeamMember(actor, params.id);
  return listMembers(params.id);
});

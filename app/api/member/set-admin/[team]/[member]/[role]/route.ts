import { requireTeamAdmin } from "@/lib/auth/policy";
import { route } from "@/lib/http/route";
import { memberContracts } from "@/lib/members/contracts";
import { changeRole, findMemberInTeam } from "@/lib/members/members";

export const POST = route(memberContracts.setAdmin, async ({ actor, params }) => {
  await requireTeamAdmin(actor, params.team);
  const member = await findMemberInTeam(params.member, params.team);
  return changeRole(member.id, params.role);
});

import { requireTeamAdmin } from "@/lib/auth/policy";
import { route } from "@/lib/http/route";
import { memberContracts } from "@/lib/members/contracts";
import { findMemberByEmail } from "@/lib/members/members";

export const GET = route(memberContracts.byEmail, async ({ actor, params, query }) => {
  await requireTeamAdmin(actor, params.id);
  return findMemberByEmail(params.id, query.email);
});

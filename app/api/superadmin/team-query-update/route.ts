import { requireSuperAdmin } from "@/lib/auth/policy";
import { route } from "@/lib/http/route";
import { superAdminContracts } from "@/lib/superadmin/contracts";
import { updateTeams } from "@/lib/superadmin/team-query-update";

export const POST = route(superAdminContracts.teamQueryUpdate, async ({ actor, body }) => {
  requireSuperAdmin(actor);
  return updateTeams(actor, body);
});

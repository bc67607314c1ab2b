import { requireSuperAdmin } from "@/lib/auth/policy";
import { route } from "@/lib/http/route";
import { superAdminContracts } from "@/lib/superadmin/contracts";
import { listTeams } from "@/lib/superadmin/teams";

export const GET = route(superAdminContracts.teams, async ({ actor, query }) => {
  requireSuperAdmin(actor);
  return listTeams(query);
});

import { requireSuperAdmin } from "@/lib/auth/policy";
import { route } from "@/lib/http/route";
import { superAdminContracts } from "@/lib/superadmin/contracts";
import { listTeamAdmins } from "@/lib/superadmin/team-admins";

export const GET = route(superAdminContracts.teamAdmins, async ({ actor, query }) => {
  requireSuperAdmin(actor);
  return listTeamAdmins(query);
});

import { requireSuperAdmin } from "@/lib/auth/policy";
import { route } from "@/lib/http/route";
import { superAdminContracts } from "@/lib/superadmin/contracts";
import { setTeamSubdomain } from "@/lib/superadmin/subdomain";

export const POST = route(superAdminContracts.teamSubdomain, async ({ actor, params, body }) => {
  requireSuperAdmin(actor);
  return setTeamSubdomain(actor, params.id, body.customSubdomain);
});

import { requireSuperAdmin } from "@/lib/auth/policy";
import { route } from "@/lib/http/route";
import { superAdminContracts } from "@/lib/superadmin/contracts";
import { updateReferral } from "@/lib/superadmin/referrals";

export const POST = route(superAdminContracts.updateReferral, async ({ actor, params, body }) => {
  requireSuperAdmin(actor);
  return updateReferral(actor, params.id, body);
});

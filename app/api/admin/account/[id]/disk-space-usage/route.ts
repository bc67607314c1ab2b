import { requireSuperAdmin } from "@/lib/auth/policy";
import { route } from "@/lib/http/route";
import { superAdminAccountContracts } from "@/lib/superadmin/account-contracts";
import { accountDiskUsage } from "@/lib/superadmin/accounts-disk";

export const GET = route(superAdminAccountContracts.diskSpaceUsage, async ({ actor, params }) => {
  requireSuperAdmin(actor);
  return accountDiskUsage(params.id);
});

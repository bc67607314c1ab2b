import { requireSuperAdmin } from "@/lib/auth/policy";
import { route } from "@/lib/http/route";
import { superAdminAccountContracts } from "@/lib/superadmin/account-contracts";
import { listAccounts } from "@/lib/superadmin/accounts-list";

export const GET = route(superAdminAccountContracts.list, async ({ actor, query }) => {
  requireSuperAdmin(actor);
  return listAccounts(query);
});

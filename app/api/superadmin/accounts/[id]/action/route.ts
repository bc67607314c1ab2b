import { requireSuperAdmin } from "@/lib/auth/policy";
import { route } from "@/lib/http/route";
import { superAdminAccountContracts } from "@/lib/superadmin/account-contracts";
import { runAccountAction } from "@/lib/superadmin/accounts-actions";
import { accountDetail } from "@/lib/superadmin/accounts-detail";

export const POST = route(superAdminAccountContracts.action, async ({ actor, params, body, locale }) => {
  requireSuperAdmin(actor);
  await runAccountAction(actor, params.id, body, locale);
  return accountDetail(params.id);
});

import { requireSuperAdmin } from "@/lib/auth/policy";
import { route } from "@/lib/http/route";
import { superAdminAccountContracts } from "@/lib/superadmin/account-contracts";
import { deleteAccountAsOperator } from "@/lib/superadmin/accounts-delete";
import { accountDetail } from "@/lib/superadmin/accounts-detail";

export const GET = route(superAdminAccountContracts.read, async ({ actor, params }) => {
  requireSuperAdmin(actor);
  return accountDetail(params.id);
});

export const DELETE = route(superAdminAccountContracts.remove, async ({ actor, params }) => {
  requireSuperAdmin(actor);
  await deleteAccountAsOperator(actor, params.id);
  return { success: true };
});

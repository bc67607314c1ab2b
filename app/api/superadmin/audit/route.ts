import { requireSuperAdmin } from "@/lib/auth/policy";
import { route } from "@/lib/http/route";
import { listAudit } from "@/lib/superadmin/audit-list";
import { superAdminContracts } from "@/lib/superadmin/contracts";

export const GET = route(superAdminContracts.audit, async ({ actor, query }) => {
  requireSuperAdmin(actor);
  return listAudit(query);
});

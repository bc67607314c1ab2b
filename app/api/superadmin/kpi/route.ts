import { requireSuperAdmin } from "@/lib/auth/policy";
import { route } from "@/lib/http/route";
import { superAdminContracts } from "@/lib/superadmin/contracts";
import { keyFigures } from "@/lib/superadmin/kpi";

export const GET = route(superAdminContracts.kpi, async ({ actor, query }) => {
  requireSuperAdmin(actor);
  return keyFigures(query.period, query.count);
});

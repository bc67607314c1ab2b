import { requireSuperAdmin } from "@/lib/auth/policy";
import { route } from "@/lib/http/route";
import { listCatalog } from "@/lib/superadmin/catalog";
import { superAdminContracts } from "@/lib/superadmin/contracts";

export const GET = route(superAdminContracts.catalog, async ({ actor, query }) => {
  requireSuperAdmin(actor);
  return listCatalog(query);
});

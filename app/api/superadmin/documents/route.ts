import { requireSuperAdmin } from "@/lib/auth/policy";
import { route } from "@/lib/http/route";
import { superAdminContracts } from "@/lib/superadmin/contracts";
import { listDocuments } from "@/lib/superadmin/documents";

export const GET = route(superAdminContracts.documents, async ({ actor, query }) => {
  requireSuperAdmin(actor);
  return listDocuments(query);
});

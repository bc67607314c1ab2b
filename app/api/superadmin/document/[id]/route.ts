import { requireSuperAdmin } from "@/lib/auth/policy";
import { route } from "@/lib/http/route";
import { superAdminContracts } from "@/lib/superadmin/contracts";
import { operatorDocumentView } from "@/lib/superadmin/documents";

export const GET = route(superAdminContracts.document, async ({ actor, params }) => {
  requireSuperAdmin(actor);
  return operatorDocumentView(params.id);
});

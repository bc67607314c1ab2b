import { requireSuperAdmin } from "@/lib/auth/policy";
import { route } from "@/lib/http/route";
import { superAdminContracts } from "@/lib/superadmin/contracts";
import { listDocumentsWithNotes } from "@/lib/superadmin/documents";

export const GET = route(superAdminContracts.documentsWithNotes, async ({ actor, query }) => {
  requireSuperAdmin(actor);
  return listDocumentsWithNotes(query);
});

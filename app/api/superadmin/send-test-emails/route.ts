import { requireSuperAdmin } from "@/lib/auth/policy";
import { route } from "@/lib/http/route";
import { superAdminContracts } from "@/lib/superadmin/contracts";
import { sendTestEmails } from "@/lib/superadmin/test-emails";

export const POST = route(superAdminContracts.sendTestEmails, async ({ actor, body }) => {
  requireSuperAdmin(actor);
  return sendTestEmails(actor, body);
});

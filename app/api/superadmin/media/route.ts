import { requireSuperAdmin } from "@/lib/auth/policy";
import { route } from "@/lib/http/route";
import { superAdminContracts } from "@/lib/superadmin/contracts";
import { listMedia } from "@/lib/superadmin/media";

export const GET = route(superAdminContracts.media, async ({ actor, query }) => {
  requireSuperAdmin(actor);
  return listMedia(query);
});

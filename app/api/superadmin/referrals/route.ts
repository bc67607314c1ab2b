import { requireSuperAdmin } from "@/lib/auth/policy";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { superAdminContracts } from "@/lib/superadmin/contracts";
import { createReferral, listReferrals } from "@/lib/superadmin/referrals";

export const GET = route(superAdminContracts.referrals, async ({ actor, query }) => {
  requireSuperAdmin(actor);
  return listReferrals(query);
});

export const POST = route(superAdminContracts.createReferral, async ({ actor, body }) => {
  requireSuperAdmin(actor);
  return json(await createReferral(actor, body), { status: 201 });
});

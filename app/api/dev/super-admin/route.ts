import { isSuperAdmin } from "@/lib/auth/policy";
import { db } from "@/lib/db/client";
import { devContracts } from "@/lib/dev/contracts";
import { isLocalEmbeddedSetup } from "@/lib/dev/local-setup";
import { notFound } from "@/lib/http/errors";
import { route } from "@/lib/http/route";

// Super admins are made by the operators (accounts spec §6). Locally, a developer and the end-to-end
// tests make themselves one, to reach the super-admin pages (/{product}-design-editor/{teamId}).
export const POST = route(devContracts.superAdmin, async ({ actor, body }) => {
  if (!isLocalEmbeddedSetup()) throw notFound();
  const roles = actor.user.roles.filter((role) => role !== "admin");
  const user = await db.user.update({
    where: { id: actor.user.id },
    data: { isSuperAdmin: body.superAdmin, roles: body.superAdmin ? [...roles, "admin"] : roles },
    select: { isSuperAdmin: true, roles: true },
  });
  return { superAdmin: isSuperAdmin(user) };
});

import { db } from "@/lib/db/client";
import { devContracts } from "@/lib/dev/contracts";
import { isLocalSetup } from "@/lib/dev/local-setup";
import { notFound } from "@/lib/http/errors";
import { route } from "@/lib/http/route";

// Modules are the operator console's to grant (accounts spec §6). Locally, a developer and the
// end-to-end tests grant their own, to reach the catalog and team templates.
export const POST = route(devContracts.modules, async ({ actor, body }) => {
  if (!isLocalSetup()) throw notFound();
  const user = await db.user.update({ where: { id: actor.user.id }, data: { modulesEnabled: [...new Set(body.modules)] }, select: { modulesEnabled: true } });
  return { modulesEnabled: user.modulesEnabled };
});

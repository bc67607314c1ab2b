import { accountContracts } from "@/lib/accounts/contracts";
import { db } from "@/lib/db/client";
import { route } from "@/lib/http/route";

export const POST = route(accountContracts.setLastUsedVersion, async ({ actor, body }) => {
  await db.user.update({ where: { id: actor.user.id }, data: { lastUsedVersion: body.version } });
  return { success: true };
});

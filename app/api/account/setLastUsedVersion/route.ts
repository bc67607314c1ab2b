import { accountContracts } from "@/lib/accounts/contracts";
import { route } from "@/lib/http/route";
import { setLastUsedVersion } from "@/lib/shell/last-used-version";

export const POST = route(accountContracts.setLastUsedVersion, async ({ actor, body }) => {
  await setLastUsedVersion(actor.user.id, body.version);
  return { success: true };
});

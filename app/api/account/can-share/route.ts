import { accountContracts } from "@/lib/accounts/contracts";
import { route } from "@/lib/http/route";

// The spec's answer is a string: status 'true' or 'false'. Unactivated accounts cannot share yet.
export const GET = route(accountContracts.canShare, async ({ actor }) => ({ status: actor.user.isActivated ? "true" : "false" }));

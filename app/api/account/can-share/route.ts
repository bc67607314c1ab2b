import { accountContracts } from "@/lib/accounts/contracts";
import { route } from "@/lib/http/route";
import { canShare } from "@/lib/plans/can-share";

export const GET = route(accountContracts.canShare, async ({ actor }) => canShare(actor));

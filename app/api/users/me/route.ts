import { accountContracts } from "@/lib/accounts/contracts";
import { loadMe } from "@/lib/accounts/me";
import { route } from "@/lib/http/route";

export const GET = route(accountContracts.me, async ({ actor }) => loadMe(actor.user.id));

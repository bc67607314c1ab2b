import { accountContracts } from "@/lib/accounts/contracts";
import { diskUsage } from "@/lib/accounts/profile";
import { route } from "@/lib/http/route";

export const GET = route(accountContracts.diskUsage, async ({ actor }) => diskUsage(actor.user.id));

import { route } from "@/lib/http/route";
import { userStoredBytes } from "@/lib/media/quota";
import { mediaServingContracts } from "@/lib/media/serving-contracts";

export const GET = route(mediaServingContracts.diskUsage, async ({ actor }) => ({ totalSize: await userStoredBytes(actor.user.id) }));

import { route } from "@/lib/http/route";
import { planContracts } from "@/lib/plans/contracts";
import { planOverview } from "@/lib/plans/overview";

export const GET = route(planContracts.plan, async ({ actor }) => planOverview(actor.user.id));

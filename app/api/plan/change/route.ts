import { route } from "@/lib/http/route";
import { planContracts } from "@/lib/plans/contracts";
import { changePlan } from "@/lib/plans/subscription";

export const POST = route(planContracts.change, async ({ actor, body }) => {
  await changePlan(actor.user.id, body);
  return { success: true };
});

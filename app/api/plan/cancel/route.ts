import { route } from "@/lib/http/route";
import { planContracts } from "@/lib/plans/contracts";
import { cancelPlan } from "@/lib/plans/subscription";

export const POST = route(planContracts.cancel, async ({ actor, body }) => {
  await cancelPlan(actor.user.id, body);
  return { success: true };
});

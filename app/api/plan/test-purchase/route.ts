import { route } from "@/lib/http/route";
import { planContracts } from "@/lib/plans/contracts";
import { testPurchase } from "@/lib/plans/test-purchase";

export const POST = route(planContracts.testPurchase, async ({ actor, body }) => {
  await testPurchase(actor.user.id, body.priceId);
  return { success: true };
});

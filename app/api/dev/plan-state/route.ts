import { devContracts } from "@/lib/dev/contracts";
import { isLocalEmbeddedSetup } from "@/lib/dev/local-setup";
import { notFound } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { setOwnPlanState } from "@/lib/plans/dev-plan-state";

// Locally, a developer and the end-to-end tests put their own account in a plan situation (an
// ended trial, a failed payment) to see the payment dialogs and the account-disabled page.
export const POST = route(devContracts.planState, async ({ actor, body }) => {
  if (!isLocalEmbeddedSetup()) throw notFound();
  await setOwnPlanState(actor.user.id, body.state);
  return { success: true };
});

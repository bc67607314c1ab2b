import { route } from "@/lib/http/route";
import { createCheckoutSession } from "@/lib/plans/checkout";
import { planContracts } from "@/lib/plans/contracts";

export const POST = route(planContracts.checkout, async ({ actor, body }) => createCheckoutSession(actor.user.id, body));

import { route } from "@/lib/http/route";
import { createPortalSession } from "@/lib/plans/checkout";
import { planContracts } from "@/lib/plans/contracts";

export const POST = route(planContracts.portal, async ({ actor, body }) => createPortalSession(actor.user.id, body));

import { route } from "@/lib/http/route";
import { memberContracts } from "@/lib/members/contracts";
import { acceptInvitation } from "@/lib/members/invitations";

// The key finds the invitation; only the activated account of the invited address may take it up (acceptInvitation).
export const POST = route(memberContracts.acceptInvitation, async ({ actor, params }) => acceptInvitation(actor, params.key));

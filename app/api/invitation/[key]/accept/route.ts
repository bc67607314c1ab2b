import { route } from "@/lib/http/route";
import { memberContracts } from "@/lib/members/contracts";
import { acceptInvitation } from "@/lib/members/invitations";

// The key is the proof of being invited; the caller joins as themself.
export const POST = route(memberContracts.acceptInvitation, async ({ actor, params }) => acceptInvitation(actor, params.key));

import { route } from "@/lib/http/route";
import { memberContracts } from "@/lib/members/contracts";
import { checkInvitation } from "@/lib/members/invitations";

// Public on purpose: the registration form checks its link before the visitor has an account.
export const GET = route(memberContracts.checkInvitation, async ({ params }) => checkInvitation(params.key));

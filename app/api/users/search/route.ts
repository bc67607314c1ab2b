import { route } from "@/lib/http/route";
import { memberContracts } from "@/lib/members/contracts";
import { searchUsers } from "@/lib/members/search";

// Only people sharing a workspace with the caller are searched (lib/members/search.ts).
export const POST = route(memberContracts.searchUsers, async ({ actor, body }) => searchUsers(actor, body.text));

import { listUpcomingEvents } from "@/lib/documents/events";
import { documentListContracts } from "@/lib/documents/list-contracts";
import { listableMemberships } from "@/lib/documents/list";
import { route } from "@/lib/http/route";

// The caller's own workspaces only: no resource id to authorize against.
export const GET = route(documentListContracts.upcomingEvents, async ({ actor, query }) => {
  return listUpcomingEvents(actor.user.id, await listableMemberships(actor.user.id), { timeZone: query.timeZone });
});

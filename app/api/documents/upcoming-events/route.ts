import { listUpcomingEvents } from "@/lib/documents/events";
import { documentListContracts } from "@/lib/documents/list-contracts";
import { route } from "@/lib/http/route";

// The caller's own workspaces only (the statement reads the memberships): no resource id to authorize against.
export const GET = route(documentListContracts.upcomingEvents, async ({ actor, query }) => {
  return listUpcomingEvents(actor.user.id, { timeZone: query.timeZone });
});

import { route } from "@/lib/http/route";
import { requireGuestListReader } from "@/lib/rsvp/access";
import { rsvpContracts } from "@/lib/rsvp/contracts";
import { loadGuestList } from "@/lib/rsvp/guest-list";

export const GET = route(rsvpContracts.guests, async ({ actor, params }) => {
  await requireGuestListReader(actor, params.id);
  return loadGuestList(params.id);
});

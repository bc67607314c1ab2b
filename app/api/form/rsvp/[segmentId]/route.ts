import { route } from "@/lib/http/route";
import { rsvpContracts } from "@/lib/rsvp/contracts";
import { payloadTooLarge, RSVP_MAX_BYTES, submitRsvp } from "@/lib/rsvp/submit";

// Public: an invitee of an open share replies to its RSVP form. Who may post is decided by the share
// itself (open, its recipient, its PIN cookie): see lib/rsvp/submit.ts.
export const POST = route(rsvpContracts.submit, async ({ request, params, body, t, locale }) => {
  if (Number(request.headers.get("content-length") ?? 0) > RSVP_MAX_BYTES) throw payloadTooLarge(t);
  return submitRsvp(request, { segmentId: params.segmentId, ...body }, t, locale);
});

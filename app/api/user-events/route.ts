import { recordUserEvent } from "@/lib/analytics/events";
import { documentListContracts } from "@/lib/documents/list-contracts";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

// Recorded for the caller themself; the contract admits only known event names.
export const POST = route(documentListContracts.userEvent, async ({ actor, body }) => {
  await recordUserEvent(actor.user.id, body);
  return json({ success: true }, { status: 201 });
});

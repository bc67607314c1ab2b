import { route } from "@/lib/http/route";
import { recordBrowserEvent } from "@/lib/sharing/browser-events";
import { shareEventContracts } from "@/lib/sharing/events-contracts";

// Public: a share visitor has no account. Accepts text/plain too (navigator.sendBeacon's Blob).
export const POST = route(shareEventContracts.record, async ({ request, params, body }) => {
  await recordBrowserEvent(request, params.key, params.n, body);
  return new Response(null, { status: 204 });
});

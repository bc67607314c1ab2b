import { readBodyBytes } from "@/lib/http/body-bytes";
import { route } from "@/lib/http/route";
import { planContracts } from "@/lib/plans/contracts";
import { applyStripeEvent, verifiedEvent } from "@/lib/plans/stripe-webhook";

// Stripe events are small; a larger body is not Stripe's.
const MAX_EVENT_BYTES = 512 * 1024;

export const POST = route(planContracts.webhook, async ({ request }) => {
  const payload = Buffer.from(await readBodyBytes(request, MAX_EVENT_BYTES));
  const event = verifiedEvent(payload, request.headers.get("stripe-signature"));
  return { received: true, outcome: event ? await applyStripeEvent(event) : "ignored" };
});

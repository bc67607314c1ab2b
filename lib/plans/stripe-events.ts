import { z } from "zod";
import type { BillingInterval, PlanProduct } from "@/lib/db/generated/client";
import { offerForPrice } from "./stripe-config";

// What a Stripe event means for an account, read with zod from the fields we need only (Stripe's
// objects carry many more, and move some between API versions: a subscription's period end now lives
// on its items). Events we do not act on read as null.

const id = z.string().min(1);
const stripeRef = z.union([id, z.object({ id })]).transform((value) => (typeof value === "string" ? value : value.id));
const metadata = z.record(z.string(), z.string()).nullish().transform((value) => value ?? {});
const time = z.number().int().nonnegative();

const checkoutSession = z.object({
  mode: z.string().nullish(),
  client_reference_id: z.string().nullish(),
  customer: stripeRef.nullish(),
  subscription: stripeRef.nullish(),
  payment_status: z.string().nullish(),
  metadata,
});

const subscriptionItem = z.object({ price: z.object({ id }).nullish(), current_period_end: time.nullish() });
const subscription = z.object({
  id,
  customer: stripeRef,
  status: z.string(),
  cancel_at_period_end: z.boolean().nullish(),
  cancel_at: time.nullish(),
  ended_at: time.nullish(),
  current_period_end: time.nullish(),
  items: z.object({ data: z.array(subscriptionItem) }).nullish(),
  metadata,
});

const invoiceLine = z.object({
  period: z.object({ end: time }).nullish(),
  price: z.object({ id }).nullish(),
  pricing: z.object({ price_details: z.object({ price: stripeRef.nullish() }).nullish() }).nullish(),
  parent: z.object({ subscription_item_details: z.object({ proration: z.boolean().nullish() }).nullish() }).nullish(),
});
const invoice = z.object({
  customer: stripeRef.nullish(),
  subscription: stripeRef.nullish(),
  parent: z.object({ subscription_details: z.object({ subscription: stripeRef.nullish(), metadata }).nullish() }).nullish(),
  lines: z.object({ data: z.array(invoiceLine) }).nullish(),
});

export const stripeEventSchema = z.object({ id, type: z.string(), created: time, data: z.object({ object: z.unknown() }) });
export type StripeEventInput = z.infer<typeof stripeEventSchema>;

/** Who the event is about: our user id when Stripe carries it back, else the Stripe customer. */
export interface AccountRef {
  userId: string | null;
  customerId: string | null;
}

export interface Plan {
  product: PlanProduct;
  interval: BillingInterval;
}

/**
 * active: paid (active, trialing); pending: the first payment is under way (incomplete);
 * failing: a payment failed and Stripe is retrying (past_due, unpaid): the account is disabled until
 * paid; ended: canceled, incomplete_expired, paused.
 */
export type SubscriptionStatus = "active" | "pending" | "failing" | "ended";

export type BillingChange =
  | { kind: "purchased"; account: AccountRef; plan: Plan | null; subscriptionId: string | null; paid: boolean }
  | { kind: "subscription"; account: AccountRef; plan: Plan | null; subscriptionId: string; status: SubscriptionStatus; periodEnd: Date | null; cancelAtPeriodEnd: boolean; endedAt: Date | null }
  | { kind: "payment-failed"; account: AccountRef; subscriptionId: string | null }
  | { kind: "paid"; account: AccountRef; plan: Plan | null; subscriptionId: string | null; periodEnd: Date | null };

const at = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

function planOf(priceId: string | null | undefined, offerIdFromMetadata?: string): Plan | null {
  const offer = (priceId ? offerForPrice(priceId) : null) ?? (offerIdFromMetadata ? offerForPrice(offerIdFromMetadata) : null);
  return offer ? { product: offer.product, interval: offer.interval } : null;
}

const STATUSES: Record<string, SubscriptionStatus> = { active: "active", trialing: "active", incomplete: "pending", past_due: "failing", unpaid: "failing" };

function subscriptionChange(object: unknown, deleted: boolean): BillingChange | null {
  const parsed = subscription.safeParse(object);
  if (!parsed.success) return null;
  const sub = parsed.data;
  const item = sub.items?.data[0];
  const status = deleted ? "ended" : (STATUSES[sub.status] ?? "ended");
  const periodEnd = item?.current_period_end ?? sub.current_period_end ?? null;
  // A cancellation at a set time ends the plan then, if that comes before the period's end.
  const endsAt = sub.cancel_at && (!periodEnd || sub.cancel_at < periodEnd) ? sub.cancel_at : periodEnd;
  return {
    kind: "subscription",
    account: { userId: sub.metadata.userId ?? null, customerId: sub.customer },
    plan: planOf(item?.price?.id, sub.metadata.offerId),
    subscriptionId: sub.id,
    status,
    periodEnd: at(endsAt),
    cancelAtPeriodEnd: Boolean(sub.cancel_at_period_end) || Boolean(sub.cancel_at),
    endedAt: at(sub.ended_at),
  };
}

function invoiceChange(object: unknown, kind: "paid" | "payment-failed"): BillingChange | null {
  const parsed = invoice.safeParse(object);
  if (!parsed.success) return null;
  const inv = parsed.data;
  const details = inv.parent?.subscription_details;
  const account = { userId: details?.metadata.userId ?? null, customerId: inv.customer ?? null };
  const subscriptionId = details?.subscription ?? inv.subscription ?? null;
  if (kind === "payment-failed") return { kind, account, subscriptionId };
  // After a plan change the invoice opens with proration lines of the old plan: the plan and the
  // period are the regular lines'.
  const lines = (inv.lines?.data ?? []).filter((line) => !line.parent?.subscription_item_details?.proration);
  const ends = lines.map((line) => line.period?.end ?? 0);
  const line = lines[0];
  return {
    kind,
    account,
    plan: planOf(line?.pricing?.price_details?.price ?? line?.price?.id),
    subscriptionId,
    periodEnd: ends.length ? at(Math.max(...ends)) : null,
  };
}

function checkoutChange(object: unknown, type: string): BillingChange | null {
  const parsed = checkoutSession.safeParse(object);
  if (!parsed.success || parsed.data.mode !== "subscription") return null;
  const session = parsed.data;
  const account = { userId: session.client_reference_id ?? session.metadata.userId ?? null, customerId: session.customer ?? null };
  const subscriptionId = session.subscription ?? null;
  if (type === "checkout.session.async_payment_failed") return { kind: "payment-failed", account, subscriptionId };
  const paid = type === "checkout.session.async_payment_succeeded" || session.payment_status !== "unpaid";
  return { kind: "purchased", account, plan: planOf(null, session.metadata.offerId), subscriptionId, paid };
}

/** The change an event asks for, or null for events we do not act on (and malformed objects). */
export function billingChange(event: StripeEventInput): BillingChange | null {
  const object = event.data.object;
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
    case "checkout.session.async_payment_failed":
      return checkoutChange(object, event.type);
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.resumed":
    case "customer.subscription.paused":
      return subscriptionChange(object, event.type === "customer.subscription.paused");
    case "customer.subscription.deleted":
      return subscriptionChange(object, true);
    case "invoice.paid":
    case "invoice.payment_succeeded":
      return invoiceChange(object, "paid");
    case "invoice.payment_failed":
      return invoiceChange(object, "payment-failed");
    default:
      return null;
  }
}

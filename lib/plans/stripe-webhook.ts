import Stripe from "stripe";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { AppError } from "@/lib/http/errors";
import { applyBillingChange, type ApplyOutcome } from "./billing-apply";
import { stripeWebhookSecret } from "./stripe-config";
import { billingChange, stripeEventSchema, type AccountRef, type StripeEventInput } from "./stripe-events";

// Stripe's webhook (POST /api/stripe/webhook). Each event is applied once, in one transaction: its id
// goes into stripe_events first, so a delivery seen before changes nothing ("duplicate"); the change
// itself is lib/plans/billing-apply.ts (the account locked, older events "stale").

export type WebhookOutcome = ApplyOutcome | "duplicate";

/**
 * The event, if the signature proves Stripe sent this very body (400 otherwise; 503 without a
 * secret, so nothing unsigned is ever applied). A signed body that is not an event we can read is
 * null: answered 200, or Stripe would retry it for days.
 */
export function verifiedEvent(payload: Buffer, signature: string | null): StripeEventInput | null {
  const secret = stripeWebhookSecret();
  if (!secret) throw new AppError("UNAVAILABLE", "paymentsNotConfigured");
  if (!signature) throw new AppError("INVALID_INPUT", "webhookSignatureInvalid");
  let event: unknown;
  try {
    event = Stripe.webhooks.constructEvent(payload, signature, secret);
  } catch {
    throw new AppError("INVALID_INPUT", "webhookSignatureInvalid");
  }
  const parsed = stripeEventSchema.safeParse(event);
  if (!parsed.success) console.error("[stripe-webhook] a signed delivery is not an event we can read; ignored");
  return parsed.success ? parsed.data : null;
}

/**
 * The account an event is about: the user id we gave Stripe (checkout, subscription metadata), else
 * the Stripe customer. An event whose customer belongs to another account than the user id it names
 * is about nobody: it is logged and ignored, never applied to either.
 */
async function findAccount(tx: Prisma.TransactionClient, ref: AccountRef) {
  const select = { id: true, stripeCustomerId: true } as const;
  const byCustomer = ref.customerId ? await tx.user.findUnique({ where: { stripeCustomerId: ref.customerId }, select }) : null;
  if (!ref.userId) return byCustomer;
  const byId = await tx.user.findUnique({ where: { id: ref.userId }, select });
  const customerOfAnother = byCustomer !== null && byCustomer.id !== byId?.id;
  const otherCustomer = byId?.stripeCustomerId != null && ref.customerId !== null && byId.stripeCustomerId !== ref.customerId;
  if (customerOfAnother || otherCustomer) {
    console.error(`[stripe-webhook] an event names user ${ref.userId} and customer ${ref.customerId}, which do not belong together; ignored`);
    return null;
  }
  return byId;
}

export async function applyStripeEvent(event: StripeEventInput): Promise<WebhookOutcome> {
  const change = billingChange(event);
  return db.$transaction(async (tx) => {
    const recorded = await tx.stripeEvent.createMany({ data: [{ id: event.id, type: event.type }], skipDuplicates: true });
    if (recorded.count === 0) return "duplicate";
    if (!change) return "ignored";
    const account = await findAccount(tx, change.account);
    if (!account) return "ignored";
    return applyBillingChange(tx, account, change, new Date(event.created * 1000));
  });
}

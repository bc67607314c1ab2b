import type Stripe from "stripe";
import { AppError, forbidden } from "@/lib/http/errors";
import { requirePlanFits } from "./allowances";
import { applyOwnChange } from "./billing-apply";
import { loadBillingAccount, requireCardSelfService, runningSubscription, type BillingAccount } from "./billing-account";
import { purchasablePrice } from "./checkout";
import { billingChange } from "./stripe-events";
import { callStripe, isMissingInStripe } from "./stripe-client";
import { paymentsConfigured } from "./stripe-config";

// Cancelling at the period's end and changing plans, on the account's own running subscription.
// Stripe's answer is applied at once (lib/plans/billing-apply.ts), so the plan page shows the
// change; the webhook that follows says the same and adds no row.

function requireRunning(account: BillingAccount): string {
  requireCardSelfService(account);
  const subscriptionId = runningSubscription(account.plan);
  if (!subscriptionId) throw new AppError("CONFLICT", "noSubscription");
  return subscriptionId;
}

async function applySubscription(account: BillingAccount, subscription: Stripe.Subscription): Promise<void> {
  const change = billingChange({ id: "own-call", type: "customer.subscription.updated", created: Math.floor(Date.now() / 1000), data: { object: subscription } });
  if (change) await applyOwnChange(account, change);
}

export async function cancelPlan(actorId: string, input: { userId?: string }): Promise<void> {
  if (input.userId && input.userId !== actorId) throw forbidden();
  const account = await loadBillingAccount(actorId);
  const subscriptionId = requireRunning(account);
  if (account.plan?.cancelAtPeriodEnd) return;
  const subscription = await callStripe("cancel", (stripe) => stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }));
  await applySubscription(account, subscription);
}

export async function changePlan(actorId: string, input: { priceId: string }): Promise<void> {
  const { offer, stripePrice } = purchasablePrice(input.priceId);
  const account = await loadBillingAccount(actorId);
  const subscriptionId = requireRunning(account);
  if (account.plan?.product === offer.product && account.plan.interval === offer.interval && !account.plan.cancelAtPeriodEnd) {
    throw new AppError("CONFLICT", "samePlan");
  }
  await requirePlanFits(actorId, offer.product);
  const subscription = await callStripe("change", async (stripe) => {
    const current = await stripe.subscriptions.retrieve(subscriptionId);
    const item = current.items.data[0];
    if (!item) throw new AppError("CONFLICT", "noSubscription");
    return stripe.subscriptions.update(subscriptionId, {
      items: [{ id: item.id, price: stripePrice }],
      cancel_at_period_end: false,
      proration_behavior: "create_prorations",
      metadata: { userId: account.id, offerId: offer.id },
    });
  });
  await applySubscription(account, subscription);
}

/**
 * Before an account is deleted, its Stripe customer goes (which ends every subscription it has, also
 * one a missed webhook left us unaware of), so a deleted account is never charged again. Without
 * Stripe keys nothing can be reached: the operator must do it, and the log says so.
 */
export async function endBillingForDeletion(userId: string): Promise<void> {
  const account = await loadBillingAccount(userId);
  const customer = account.stripeCustomerId;
  if (!customer) return;
  if (!paymentsConfigured()) {
    console.error(`[delete-account] user ${userId} has Stripe customer ${customer} but no Stripe key is configured: delete it in Stripe`);
    return;
  }
  await callStripe("delete customer", async (stripe) => {
    try {
      await stripe.customers.del(customer);
    } catch (error) {
      if (!isMissingInStripe(error)) throw error;
    }
  });
}

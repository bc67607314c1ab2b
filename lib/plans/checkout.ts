import { db } from "@/lib/db/client";
import { AppError, invalidInput } from "@/lib/http/errors";
import { requirePlanFits } from "./allowances";
import { loadBillingAccount, requireCardSelfService, runningSubscription, type BillingAccount } from "./billing-account";
import { appReturnUrl } from "./return-urls";
import { callStripe } from "./stripe-client";
import { offerForPrice, paymentsConfigured, stripePriceFor } from "./stripe-config";

// Buying a plan through Stripe Checkout, and Stripe's customer portal (payment method, invoices).
// The plan itself changes when Stripe's webhook says the checkout completed (lib/plans/stripe-webhook.ts).

const priceProblem = (key: "planPriceUnknown" | "planNotPurchasable") => invalidInput(key, [{ path: "priceId", message: `errors.${key}` }]);

export function requirePaymentsConfigured(): void {
  if (!paymentsConfigured()) throw new AppError("UNAVAILABLE", "paymentsNotConfigured");
}

/** The offer a priceId names and its Stripe price; 400 for an unknown id or a plan not sold online. */
export function purchasablePrice(priceId: string) {
  const offer = offerForPrice(priceId);
  if (!offer) throw priceProblem("planPriceUnknown");
  requirePaymentsConfigured();
  const stripePrice = stripePriceFor(offer.product, offer.interval);
  if (!stripePrice) throw priceProblem("planNotPurchasable");
  return { offer, stripePrice };
}

/** The account's Stripe customer, made on its first purchase. */
async function customerFor(account: BillingAccount): Promise<string> {
  if (account.stripeCustomerId) return account.stripeCustomerId;
  const customer = await callStripe("customer", (stripe) =>
    stripe.customers.create({ email: account.email, name: account.name, metadata: { userId: account.id } }, { idempotencyKey: `customer-${account.id}` }),
  );
  // Two first purchases at once made one customer (the idempotency key): whichever writes first wins.
  await db.user.updateMany({ where: { id: account.id, stripeCustomerId: null }, data: { stripeCustomerId: customer.id } });
  return customer.id;
}

/** Closes the customer's Checkout pages still open, so two of them can never make two subscriptions. */
async function expireOpenCheckouts(customer: string): Promise<void> {
  await callStripe("expire checkouts", async (stripe) => {
    const open = await stripe.checkout.sessions.list({ customer, status: "open", limit: 10 });
    await Promise.all(open.data.map((session) => stripe.checkout.sessions.expire(session.id)));
  });
}

export async function createCheckoutSession(userId: string, input: { priceId: string; successUrl: string; cancelUrl: string }) {
  const { offer, stripePrice } = purchasablePrice(input.priceId);
  const successUrl = appReturnUrl(input.successUrl, "successUrl");
  const cancelUrl = appReturnUrl(input.cancelUrl, "cancelUrl");
  const account = await loadBillingAccount(userId);
  requireCardSelfService(account);
  if (runningSubscription(account.plan)) throw new AppError("CONFLICT", "alreadySubscribed");
  await requirePlanFits(userId, offer.product);
  const customer = await customerFor(account);
  await expireOpenCheckouts(customer);
  const metadata = { userId: account.id, offerId: offer.id };
  const session = await callStripe("checkout", (stripe) =>
    stripe.checkout.sessions.create({
      mode: "subscription",
      customer,
      client_reference_id: account.id,
      line_items: [{ price: stripePrice, quantity: 1 }],
      success_url: successUrl,
      cancel_url: cancelUrl,
      metadata,
      subscription_data: { metadata },
    }),
  );
  if (!session.url) throw new AppError("UNAVAILABLE", "paymentProviderFailed");
  return { sessionUrl: session.url };
}

export async function createPortalSession(userId: string, input: { returnUrl: string }) {
  const returnUrl = appReturnUrl(input.returnUrl, "returnUrl");
  requirePaymentsConfigured();
  const account = await loadBillingAccount(userId);
  requireCardSelfService(account);
  const customer = account.stripeCustomerId;
  if (!customer) throw new AppError("CONFLICT", "noBillingAccount");
  const session = await callStripe("portal", (stripe) => stripe.billingPortal.sessions.create({ customer, return_url: returnUrl }));
  return { sessionUrl: session.url };
}

import type { BillingInterval, PlanProduct } from "@/lib/db/generated/client";
import { isLocalEmbeddedSetup } from "@/lib/dev/local-setup";
import { BILLING_INTERVALS, offerId, parseOfferId, PLAN_PRODUCTS, type OfferId } from "./catalog";

// Payment configuration, read at each call (tests and a restarted server see the current values):
//   STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET       card payments through Stripe
//   STRIPE_PRICE_<PRODUCT>_<INTERVAL>              the Stripe price of each offer (STRIPE_PRICE_SMALL_MONTHLY ...)
//   STRIPE_API_BASE                                another Stripe host (a local stand-in in tests)
//   DIRECT_PAYMENT_URL                             the purchase frame of /plan-direct/buy
//   SUPPORT_EMAIL                                  whom a disabled account writes to

const env = (name: string) => process.env[name]?.trim() || null;

export const stripeSecretKey = () => env("STRIPE_SECRET_KEY");
export const stripeWebhookSecret = () => env("STRIPE_WEBHOOK_SECRET");
export const stripeApiBase = () => env("STRIPE_API_BASE");
export const directPaymentUrl = () => {
  const url = env("DIRECT_PAYMENT_URL");
  return url && /^https?:\/\//i.test(url) ? url : null;
};
export const supportEmail = () => env("SUPPORT_EMAIL") ?? "support@eventdocs.app";

/** Card payments are possible: a secret key is set. */
export const paymentsConfigured = () => stripeSecretKey() !== null;

/**
 * "test-purchase" activates a plan without paying: for development and tests only, so only on a
 * local setup on the embedded database (lib/dev/local-setup.ts: never on a server with its own
 * PostgreSQL, even with DEV_TOOLS=1 set by mistake) and never where real payments are configured.
 */
export const testPurchaseAvailable = () => !paymentsConfigured() && isLocalEmbeddedSetup();

/** The Stripe price of an offer, or null when none is configured. */
export function stripePriceFor(product: PlanProduct, interval: BillingInterval): string | null {
  if (product === "ENTERPRISE") return null;
  return env(`STRIPE_PRICE_${product}_${interval}`);
}

/** Which offer a Stripe price id (or our own offer id, "medium-yearly") names; null for any other. */
export function offerForPrice(priceId: string): { id: OfferId; product: PlanProduct; interval: BillingInterval } | null {
  for (const product of PLAN_PRODUCTS) {
    for (const interval of BILLING_INTERVALS) {
      if (stripePriceFor(product, interval) === priceId) return { id: offerId(product, interval), product, interval };
    }
  }
  const own = parseOfferId(priceId);
  return own ? { id: offerId(own.product, own.interval), ...own } : null;
}

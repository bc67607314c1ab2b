import Stripe from "stripe";
import { AppError } from "@/lib/http/errors";
import { stripeApiBase, stripeSecretKey } from "./stripe-config";

// The Stripe SDK, made per call from the current configuration. STRIPE_API_BASE points it at another
// host (the tests' local stand-in that answers like Stripe's API); no test reaches the internet.

function stripeClient(): Stripe {
  const key = stripeSecretKey();
  if (!key) throw new AppError("UNAVAILABLE", "paymentsNotConfigured");
  const base = stripeApiBase();
  const target = base ? new URL(base) : null;
  return new Stripe(key, {
    maxNetworkRetries: 1,
    timeout: 15_000,
    ...(target ? { host: target.hostname, port: target.port || (target.protocol === "http:" ? 80 : 443), protocol: target.protocol === "http:" ? "http" : "https" } : {}),
  });
}

/** Stripe answered that the object is not there (already deleted). */
export const isMissingInStripe = (error: unknown) => error instanceof Stripe.errors.StripeError && error.statusCode === 404;

/**
 * Runs a Stripe call; the provider's own failures (network, refusals) become one clear 503 for the
 * planner, logged with Stripe's text for us.
 */
export async function callStripe<T>(what: string, call: (stripe: Stripe) => Promise<T>): Promise<T> {
  const stripe = stripeClient();
  try {
    return await call(stripe);
  } catch (error) {
    if (error instanceof AppError) throw error;
    console.error(`Stripe ${what} failed:`, error instanceof Error ? error.message : error);
    throw new AppError("UNAVAILABLE", "paymentProviderFailed");
  }
}

import { BILLING_INTERVALS, offerId, PLAN_CURRENCY, PLAN_PRODUCTS, PRODUCT_TERMS, type OfferId, type PlanLimits } from "./catalog";
import type { BillingInterval, PlanProduct } from "@/lib/db/generated/client";
import { stripePriceFor } from "./stripe-config";

export interface PlanOffer {
  id: OfferId;
  product: PlanProduct;
  interval: BillingInterval;
  /** Cents per interval; null: contact sales (Enterprise). */
  priceCents: number | null;
  currency: string;
  diskQuotaGb: number;
  limits: PlanLimits;
  /** The Stripe price to check out with; null when none is configured (or for Enterprise). */
  priceId: string | null;
}

/** Every product, monthly and yearly, with its price, quota, limits and configured Stripe price. */
export function planOffers(): PlanOffer[] {
  return PLAN_PRODUCTS.flatMap((product) =>
    BILLING_INTERVALS.map((interval) => {
      const terms = PRODUCT_TERMS[product];
      return {
        id: offerId(product, interval),
        product,
        interval,
        priceCents: terms.priceCents?.[interval] ?? null,
        currency: PLAN_CURRENCY,
        diskQuotaGb: terms.diskQuotaGb,
        limits: terms.limits,
        priceId: stripePriceFor(product, interval),
      };
    }),
  );
}

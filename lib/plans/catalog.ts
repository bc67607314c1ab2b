import type { BillingInterval, PlanProduct } from "@/lib/db/generated/client";

// What can be bought (accounts spec §3, §9): Small, Medium and Enterprise, each monthly or yearly.
// Enterprise has no price: it is arranged with sales. The amounts shown here are what the planner
// sees; what a card is charged is the Stripe price named by configuration (lib/plans/stripe-config.ts).

export const PLAN_PRODUCTS = ["SMALL", "MEDIUM", "ENTERPRISE"] as const satisfies readonly PlanProduct[];
export const BILLING_INTERVALS = ["MONTHLY", "YEARLY"] as const satisfies readonly BillingInterval[];

/** What a plan lets an account do; null means no limit. */
export interface PlanLimits {
  /** Workspaces the account may create. */
  workspaces: number | null;
  /** People in each of its workspaces, pending invitations included. */
  membersPerWorkspace: number | null;
}

export interface ProductTerms {
  diskQuotaGb: number;
  limits: PlanLimits;
  /** Euro cents a month when paid monthly, and a year when paid yearly; null: contact sales. */
  priceCents: { MONTHLY: number; YEARLY: number } | null;
}

export const PLAN_CURRENCY = "EUR";

export const PRODUCT_TERMS: Record<PlanProduct, ProductTerms> = {
  SMALL: { diskQuotaGb: 10, limits: { workspaces: 1, membersPerWorkspace: 3 }, priceCents: { MONTHLY: 1900, YEARLY: 19000 } },
  MEDIUM: { diskQuotaGb: 50, limits: { workspaces: 3, membersPerWorkspace: 10 }, priceCents: { MONTHLY: 4900, YEARLY: 49000 } },
  ENTERPRISE: { diskQuotaGb: 200, limits: { workspaces: null, membersPerWorkspace: null }, priceCents: null },
};

/** The one-month free trial (accounts spec §9) gets Medium's limits on a smaller disk. */
export const TRIAL_TERMS: Omit<ProductTerms, "priceCents"> = { diskQuotaGb: 2, limits: PRODUCT_TERMS.MEDIUM.limits };

/**
 * Accounts with no plan on record (made before plans existed, or by imports and scripts) keep the
 * trial's allowance: they are neither locked out nor given more.
 */
export const NO_PLAN_TERMS = TRIAL_TERMS;

export const GB = 1024 ** 3;

/** Our own id of a product and interval ("small-monthly"): stable, whatever Stripe calls it. */
export type OfferId = `${Lowercase<PlanProduct>}-${Lowercase<BillingInterval>}`;

export const offerId = (product: PlanProduct, interval: BillingInterval): OfferId =>
  `${product.toLowerCase()}-${interval.toLowerCase()}` as OfferId;

export function parseOfferId(id: string): { product: PlanProduct; interval: BillingInterval } | null {
  const parts = id.toUpperCase().split("-");
  const [product, interval] = parts;
  if (parts.length !== 2 || !PLAN_PRODUCTS.includes(product as PlanProduct) || !BILLING_INTERVALS.includes(interval as BillingInterval)) return null;
  return { product: product as PlanProduct, interval: interval as BillingInterval };
}

/** Whether a product's limits allow one more of something the account already has `count` of. */
export const withinLimit = (limit: number | null, count: number) => limit === null || count < limit;

import { z } from "zod";
import { defineContract, successSchema } from "@/lib/http/contract";
import { PLAN_STATUSES } from "./status";
import { cancelPlanBody, changePlanBody, checkoutBody, portalBody, testPurchaseBody } from "./schemas";

// Plans and payment (accounts spec §7 "Plans"). Every call acts on the caller's own account.

const tag = "Plans";
const sessionUrl = z.object({ sessionUrl: z.string() });

export const planContracts = {
  plan: defineContract({
    method: "GET",
    path: "/api/plan",
    tag,
    auth: "user",
    scope: "self",
    summary:
      "The caller's plan: `status` (NONE, TRIAL, TRIAL_EXPIRED, PAID, CANCELLING, EXPIRED, PAYMENT_PENDING, DISABLED), the plan in force with its expiry, quota and limits, `usage` (bytes stored in the workspaces the account created, the quota, workspaces created), how the account pays (`paymentMethod`, `salesRepresentative`), which payments are configured, the offers (every product monthly and yearly) and the plan history",
    response: z.object({ status: z.enum(PLAN_STATUSES), canEdit: z.boolean() }).passthrough(),
  }),
  cancel: defineContract({
    method: "POST",
    path: "/api/plan/cancel",
    tag,
    auth: "user",
    scope: "self",
    summary:
      "Cancel the caller's subscription at the end of the paid period (it stays in force until then). `userId`, when sent, must be the caller's own (403 otherwise). 409 without a running subscription; 403 when a sales representative handles the account",
    body: cancelPlanBody,
    example: {},
    response: successSchema,
  }),
  change: defineContract({
    method: "POST",
    path: "/api/plan/change",
    tag,
    auth: "user",
    scope: "self",
    summary:
      "Move the caller's running subscription to another plan (Stripe prorates). 400 for an unknown or unpurchasable `priceId`; 409 without a running subscription or for the plan already held; 403 when a sales representative handles the account",
    body: changePlanBody,
    example: { priceId: "medium-yearly" },
    response: successSchema,
  }),
  testPurchase: defineContract({
    method: "POST",
    path: "/api/plan/test-purchase",
    tag,
    auth: "user",
    scope: "self",
    devOnly: true,
    summary:
      "Development and tests only (a local setup on the embedded database without Stripe keys; 404 elsewhere): activate the plan `priceId` names for one period as if it had been paid",
    body: testPurchaseBody,
    example: { priceId: "small-monthly" },
    response: successSchema,
  }),
  checkout: defineContract({
    method: "POST",
    path: "/api/stripe/create-checkout-session",
    tag,
    auth: "user",
    scope: "self",
    summary:
      "Start a Stripe Checkout for the plan `priceId` names (a configured Stripe price, or our offer id such as `small-monthly`); answers the page to send the browser to. Success and cancel URLs must be on this app. 400 for an unknown price, Enterprise or an unconfigured plan; 409 for an account that already has a subscription (change it instead) or pays directly; 403 when a sales representative handles it; 503 without Stripe keys",
    body: checkoutBody,
    example: { priceId: "small-monthly", successUrl: "/plan-stripe/success-purchase", cancelUrl: "/plan-stripe/cancel-purchase" },
    response: sessionUrl,
  }),
  portal: defineContract({
    method: "POST",
    path: "/api/stripe/create-customer-portal-session",
    tag,
    auth: "user",
    scope: "self",
    summary: "Open Stripe's customer portal (payment method, invoices) for the caller; 409 before the first purchase; 503 without Stripe keys",
    body: portalBody,
    example: { returnUrl: "/plan-stripe" },
    response: sessionUrl,
  }),
  webhook: defineContract({
    method: "POST",
    path: "/api/stripe/webhook",
    tag,
    auth: "public",
    summary:
      "Stripe's event deliveries, verified by the `stripe-signature` header (400 without a valid one). Applies checkout completion, subscription updates and cancellations, and payment failures and successes; the same event twice changes nothing, and an event older than the last one applied to the account is recorded without effect",
    response: z.object({ received: z.boolean(), outcome: z.enum(["applied", "duplicate", "stale", "ignored"]) }),
  }),
};

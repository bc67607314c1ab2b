import { z } from "zod";
import { idSchema } from "@/lib/validation/ids";

// A Stripe price id ("price_...") or our own offer id ("medium-yearly"); which plan it names is
// decided by lib/plans/stripe-config.ts (an unknown one is a 400 naming `priceId`).
const priceId = z.string().trim().min(1, { message: "validation.required" }).max(200);

// Where Stripe sends the browser back: a path of this app ("/plan-stripe/success-purchase") or a full
// address on the app's own origin; anything else is refused (lib/plans/return-urls.ts).
const returnUrl = z.string().trim().min(1, { message: "validation.required" }).max(2000);

export const checkoutBody = z.object({ priceId, successUrl: returnUrl, cancelUrl: returnUrl });
export const portalBody = z.object({ returnUrl });
export const changePlanBody = z.object({ priceId });
export const testPurchaseBody = z.object({ priceId });
/** Whose plan to cancel: only one's own (the field lets a client say so; another id is a 403). */
export const cancelPlanBody = z.object({ userId: idSchema.optional() });

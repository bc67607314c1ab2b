import type { PaymentMethod } from "@/lib/db/generated/client";

/** The payment page of an account (accounts spec §2: chosen by its payment method, STRIPE or DIRECT). */
export const paymentPagePath = (method: PaymentMethod) => (method === "DIRECT" ? "/plan-direct" : "/plan-stripe");

/** The payment page with the plan selection open, where the payment dialogs send the planner. */
export const choosePlanPath = (method: PaymentMethod) => (method === "DIRECT" ? "/plan-direct" : "/plan-stripe?choose=1");

/** The account-disabled page (accounts spec §2, §8). */
export const ACCOUNT_DISABLED_PATH = "/account-disabled";

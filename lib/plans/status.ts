import type { BillingInterval, PlanProduct, PlanState } from "@/lib/db/generated/client";
import { NO_PLAN_TERMS, PRODUCT_TERMS, TRIAL_TERMS, type PlanLimits } from "./catalog";

// Where an account stands (accounts spec §4), from its latest plan row and its disabled flag:
//   NONE             no plan on record (older accounts, imports): not locked out
//   TRIAL            the free month is running;           TRIAL_EXPIRED  it has ended
//   PAID             paid until expiresAt;                 EXPIRED        a paid plan has ended
//   CANCELLING       paid, and ends at the period's end (cancel at period end)
//   PAYMENT_PENDING  a payment is on its way: work goes on until a few days past expiresAt
//   DISABLED         a payment failed (or an operator disabled it): the account-disabled page

export const PLAN_STATUSES = ["NONE", "TRIAL", "TRIAL_EXPIRED", "PAID", "CANCELLING", "EXPIRED", "PAYMENT_PENDING", "DISABLED"] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

export interface PlanRow {
  state: PlanState;
  product: PlanProduct | null;
  interval: BillingInterval | null;
  diskQuotaGb: number;
  startsAt: Date;
  expiresAt: Date | null;
  cancelAtPeriodEnd: boolean;
  stripeSubscriptionId: string | null;
}

export const planRowSelect = {
  state: true,
  product: true,
  interval: true,
  diskQuotaGb: true,
  startsAt: true,
  expiresAt: true,
  cancelAtPeriodEnd: true,
  stripeSubscriptionId: true,
} as const;

/** The plan in force is the latest row (the history is append-only). */
export const latestFirst = [{ createdAt: "desc" as const }, { id: "desc" as const }];

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long past its period a pending payment keeps the plan in force (Stripe retries meanwhile). */
export const PAYMENT_PENDING_GRACE_DAYS = 3;

const ended = (row: PlanRow, now: Date, graceDays = 0) =>
  row.expiresAt !== null && row.expiresAt.getTime() + graceDays * DAY_MS <= now.getTime();

export function planStatus(row: PlanRow | null, disabled: boolean, now = new Date()): PlanStatus {
  if (disabled) return "DISABLED";
  if (!row) return "NONE";
  if (row.state === "PAYMENT_PENDING") return ended(row, now, PAYMENT_PENDING_GRACE_DAYS) ? "EXPIRED" : "PAYMENT_PENDING";
  if (row.state === "TRIAL") return ended(row, now) ? "TRIAL_EXPIRED" : "TRIAL";
  if (ended(row, now)) return "EXPIRED";
  return row.cancelAtPeriodEnd ? "CANCELLING" : "PAID";
}

/** Statuses in which documents can be edited and shared, uploads made and workspaces created. */
export const isInForce = (status: PlanStatus) => status !== "TRIAL_EXPIRED" && status !== "EXPIRED" && status !== "DISABLED";

/** The disk quota and limits of a plan row; an ended plan keeps its quota (files stay readable). */
export function planTerms(row: PlanRow | null): { diskQuotaGb: number; limits: PlanLimits } {
  if (!row) return NO_PLAN_TERMS;
  if (row.state === "TRIAL" || !row.product) return { diskQuotaGb: row.diskQuotaGb || TRIAL_TERMS.diskQuotaGb, limits: TRIAL_TERMS.limits };
  return { diskQuotaGb: row.diskQuotaGb, limits: PRODUCT_TERMS[row.product].limits };
}

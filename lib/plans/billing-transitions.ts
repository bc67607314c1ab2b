import type { BillingInterval, PlanProduct } from "@/lib/db/generated/client";
import { PRODUCT_TERMS, TRIAL_TERMS } from "./catalog";
import type { BillingChange } from "./stripe-events";
import type { PlanRow } from "./status";
import { addMonthsClamped } from "./trial";

// What a billing change does to an account (pure, so every case is unit tested): the plan row to
// append, if any, and whether the account is disabled for a failed payment, freed of it, or left.

export interface Transition {
  row: PlanRow | null;
  /** "disable": a payment failed; "lift": paid, so a payment failure no longer holds; "keep": unchanged. */
  disabled: "disable" | "lift" | "keep";
}

export const quotaOf = (product: PlanProduct | null) => (product ? PRODUCT_TERMS[product].diskQuotaGb : TRIAL_TERMS.diskQuotaGb);
export const monthsOf = (interval: BillingInterval | null) => (interval === "YEARLY" ? 12 : 1);
const isPaidRow = (row: PlanRow | null) => row !== null && row.state !== "TRIAL";

/** A running subscription other than this one is the plan in force: events of an old one leave it be. */
const isOtherSubscription = (latest: PlanRow | null, subscriptionId: string | null, at: Date) =>
  latest?.stripeSubscriptionId != null &&
  subscriptionId !== null &&
  latest.stripeSubscriptionId !== subscriptionId &&
  (latest.expiresAt === null || latest.expiresAt.getTime() > at.getTime());

function row(fields: Omit<PlanRow, "diskQuotaGb">): PlanRow {
  return { ...fields, diskQuotaGb: quotaOf(fields.product) };
}

export function transition(change: BillingChange, latest: PlanRow | null, at: Date): Transition {
  const known = isPaidRow(latest) ? latest : null;
  switch (change.kind) {
    case "purchased": {
      const product = change.plan?.product ?? known?.product ?? null;
      const interval = change.plan?.interval ?? known?.interval ?? "MONTHLY";
      return {
        row: row({
          state: change.paid ? "PAID" : "PAYMENT_PENDING",
          product,
          interval,
          startsAt: at,
          expiresAt: addMonthsClamped(at, monthsOf(interval)),
          cancelAtPeriodEnd: false,
          stripeSubscriptionId: change.subscriptionId,
        }),
        disabled: change.paid ? "lift" : "keep",
      };
    }
    case "subscription": {
      if (isOtherSubscription(latest, change.subscriptionId, at)) return { row: null, disabled: "keep" };
      const product = change.plan?.product ?? known?.product ?? null;
      const interval = change.plan?.interval ?? known?.interval ?? null;
      const startsAt = known?.stripeSubscriptionId === change.subscriptionId ? known.startsAt : at;
      const base = { product, interval, startsAt, stripeSubscriptionId: change.subscriptionId };
      if (change.status === "ended") {
        return { row: row({ ...base, state: "PAID", expiresAt: change.endedAt ?? at, cancelAtPeriodEnd: false }), disabled: "keep" };
      }
      const expiresAt = change.periodEnd ?? known?.expiresAt ?? addMonthsClamped(at, monthsOf(interval));
      if (change.status === "pending" || change.status === "failing") {
        const pending = row({ ...base, state: "PAYMENT_PENDING", expiresAt, cancelAtPeriodEnd: change.cancelAtPeriodEnd });
        return { row: pending, disabled: change.status === "failing" ? "disable" : "keep" };
      }
      return { row: row({ ...base, state: "PAID", expiresAt, cancelAtPeriodEnd: change.cancelAtPeriodEnd }), disabled: "lift" };
    }
    case "payment-failed":
      if (isOtherSubscription(latest, change.subscriptionId, at)) return { row: null, disabled: "keep" };
      return { row: null, disabled: "disable" };
    case "paid": {
      if (isOtherSubscription(latest, change.subscriptionId, at)) return { row: null, disabled: "keep" };
      const product = change.plan?.product ?? known?.product ?? null;
      // Paid for a period that has already ended (a final invoice): nothing to extend.
      const endedPeriod = change.periodEnd !== null && change.periodEnd.getTime() <= at.getTime();
      if (!product || endedPeriod) return { row: null, disabled: "lift" };
      const interval = change.plan?.interval ?? known?.interval ?? "MONTHLY";
      return {
        row: row({
          state: "PAID",
          product,
          interval,
          startsAt: known?.startsAt ?? at,
          expiresAt: change.periodEnd ?? known?.expiresAt ?? addMonthsClamped(at, monthsOf(interval)),
          cancelAtPeriodEnd: known?.cancelAtPeriodEnd ?? false,
          stripeSubscriptionId: change.subscriptionId ?? known?.stripeSubscriptionId ?? null,
        }),
        disabled: "lift",
      };
    }
  }
}

/** Whether a new row would say anything the latest does not (so a repeated state adds no row). */
export function differs(latest: PlanRow | null, next: PlanRow): boolean {
  if (!latest) return true;
  return (
    latest.state !== next.state ||
    latest.product !== next.product ||
    latest.interval !== next.interval ||
    latest.diskQuotaGb !== next.diskQuotaGb ||
    latest.cancelAtPeriodEnd !== next.cancelAtPeriodEnd ||
    latest.stripeSubscriptionId !== next.stripeSubscriptionId ||
    (latest.expiresAt?.getTime() ?? null) !== (next.expiresAt?.getTime() ?? null)
  );
}

import { AppError } from "@/lib/http/errors";
import { runningSubscription } from "@/lib/plans/billing-account";
import { PRODUCT_TERMS, TRIAL_TERMS } from "@/lib/plans/catalog";
import { planStatus, type PlanRow } from "@/lib/plans/status";
import type { AccountAction } from "./account-schemas";

// The plan rows the operator console appends (plan_histories is append-only; the latest row is the
// plan in force, lib/plans/status.ts). Pure: the caller reads the latest row with the account locked
// and writes the answer with source "operator".

type PlanAction = Extract<AccountAction, { action: "set-plan" | "extend-trial" | "end-trial" }>;

export type OperatorPlanRow = Omit<PlanRow, "stripeSubscriptionId">;

const DAY_MS = 24 * 60 * 60 * 1000;
const PAID_IN_FORCE = new Set(["PAID", "CANCELLING", "PAYMENT_PENDING"]);

const trialQuota = (latest: PlanRow | null) => (latest?.state === "TRIAL" && latest.diskQuotaGb) || TRIAL_TERMS.diskQuotaGb;

/**
 * - set-plan: the state, product, interval and expiry given, with the product's quota. Refused while
 *   a Stripe subscription runs: the next webhook would overwrite it, and cancel or change would lose
 *   the subscription; change it in Stripe instead.
 * - extend-trial: a trial ending `days` after the later of now and the running trial's end. Refused
 *   while a paid plan is in force (set the plan instead).
 * - end-trial: the running trial, ended now. Refused without a running trial.
 */
export function operatorPlanRow(action: PlanAction, latest: PlanRow | null, now: Date): OperatorPlanRow {
  const status = planStatus(latest, false, now);
  switch (action.action) {
    case "set-plan": {
      if (runningSubscription(latest)) throw new AppError("CONFLICT", "superAdminSubscriptionRuns");
      const product = action.state === "TRIAL" ? null : (action.product ?? null);
      return {
        state: action.state,
        product,
        interval: action.state === "TRIAL" ? null : (action.interval ?? null),
        diskQuotaGb: product ? PRODUCT_TERMS[product].diskQuotaGb : TRIAL_TERMS.diskQuotaGb,
        startsAt: now,
        expiresAt: action.expiresAt,
        cancelAtPeriodEnd: false,
      };
    }
    case "extend-trial": {
      if (PAID_IN_FORCE.has(status)) throw new AppError("CONFLICT", "superAdminPaidPlanRuns");
      const running = status === "TRIAL" && latest ? latest : null;
      const from = running?.expiresAt && running.expiresAt > now ? running.expiresAt : now;
      return {
        state: "TRIAL",
        product: null,
        interval: null,
        diskQuotaGb: trialQuota(latest),
        startsAt: running?.startsAt ?? now,
        expiresAt: new Date(from.getTime() + action.days * DAY_MS),
        cancelAtPeriodEnd: false,
      };
    }
    case "end-trial": {
      if (status !== "TRIAL" || !latest) throw new AppError("CONFLICT", "superAdminNoTrial");
      return { state: "TRIAL", product: null, interval: null, diskQuotaGb: trialQuota(latest), startsAt: latest.startsAt, expiresAt: now, cancelAtPeriodEnd: false };
    }
  }
}

/** The fields of a plan row an audit entry keeps. */
export const planSummary = (row: Pick<PlanRow, "state" | "product" | "interval" | "expiresAt"> | null) =>
  row && { state: row.state, product: row.product, interval: row.interval, expiresAt: row.expiresAt?.toISOString() ?? null };

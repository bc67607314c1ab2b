import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { differs, transition } from "./billing-transitions";
import { PAYMENT_FAILED } from "./disabled-reasons";
import type { BillingChange } from "./stripe-events";
import { latestPlanRow } from "./account-plan";

// Writes a billing change (from Stripe's webhook, or Stripe's answer to our own cancel and change
// calls) to an account, inside the caller's transaction:
//   - the account's row is locked, so two changes for one account apply one after the other;
//   - `billingEventAt` keeps the time of the newest change applied: an older one that arrives late is
//     "stale" and changes nothing (Stripe does not deliver in order; the newer one says where things are);
//   - a change that concerns nothing current (an old subscription's events) is "ignored" and moves
//     nothing, not even that time;
//   - a payment failure disables the account (keeping an operator's reason, if it was already
//     disabled); a payment lifts only a payment failure.

export type ApplyOutcome = "applied" | "stale" | "ignored";

interface LockedAccount {
  billingEventAt: Date | null;
  disabled: boolean;
  disabledReason: string | null;
}

async function lockAccount(tx: Prisma.TransactionClient, userId: string): Promise<LockedAccount> {
  const [locked] = await tx.$queryRaw<LockedAccount[]>`
    SELECT "billingEventAt", "disabled", "disabledReason" FROM "users" WHERE "id" = ${userId} FOR UPDATE`;
  return locked;
}

function disabledUpdate(decision: "disable" | "lift" | "keep", locked: LockedAccount) {
  if (decision === "disable" && !locked.disabled) return { disabled: true, disabledReason: PAYMENT_FAILED };
  if (decision === "lift" && locked.disabled && locked.disabledReason === PAYMENT_FAILED) return { disabled: false, disabledReason: null };
  return {};
}

export async function applyBillingChange(
  tx: Prisma.TransactionClient,
  account: { id: string; stripeCustomerId: string | null },
  change: BillingChange,
  at: Date,
): Promise<ApplyOutcome> {
  const locked = await lockAccount(tx, account.id);
  if (locked.billingEventAt && at.getTime() < locked.billingEventAt.getTime()) return "stale";
  const latest = await latestPlanRow(account.id, tx);
  const next = transition(change, latest, at);
  if (!next.row && next.disabled === "keep") return "ignored";
  const linkCustomer = !account.stripeCustomerId && change.account.customerId ? { stripeCustomerId: change.account.customerId } : {};
  await tx.user.update({ where: { id: account.id }, data: { billingEventAt: at, ...disabledUpdate(next.disabled, locked), ...linkCustomer } });
  if (next.row && differs(latest, next.row)) await tx.planHistory.create({ data: { userId: account.id, ...next.row, source: "stripe" } });
  return "applied";
}

/** Stripe's answer to one of our own calls about the account's subscription, applied now. */
export function applyOwnChange(account: { id: string; stripeCustomerId: string | null }, change: BillingChange): Promise<ApplyOutcome> {
  return db.$transaction((tx) => applyBillingChange(tx, account, change, new Date()));
}

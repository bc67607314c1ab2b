import { db } from "@/lib/db/client";
import { AppError } from "@/lib/http/errors";
import { latestFirst, planRowSelect, planStatus, type PlanRow, type PlanStatus } from "./status";

// The account as the payment calls see it, and the rules they share.

export interface BillingAccount {
  id: string;
  email: string;
  name: string;
  paymentMethod: "STRIPE" | "DIRECT";
  salesRepresentative: string | null;
  stripeCustomerId: string | null;
  plan: PlanRow | null;
  status: PlanStatus;
}

export async function loadBillingAccount(userId: string): Promise<BillingAccount> {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      id: true,
      email: true,
      firstname: true,
      lastname: true,
      paymentMethod: true,
      salesRepresentative: true,
      stripeCustomerId: true,
      disabled: true,
      planHistory: { orderBy: latestFirst, take: 1, select: planRowSelect },
    },
  });
  const plan = user.planHistory[0] ?? null;
  return {
    id: user.id,
    email: user.email,
    name: `${user.firstname} ${user.lastname}`.trim(),
    paymentMethod: user.paymentMethod,
    salesRepresentative: user.salesRepresentative,
    stripeCustomerId: user.stripeCustomerId,
    plan,
    status: planStatus(plan, user.disabled),
  };
}

/**
 * Accounts a sales representative handles change and cancel their plan through that person, and
 * accounts paying directly buy through /plan-direct: neither uses Stripe's pages.
 */
export function requireCardSelfService(account: BillingAccount): void {
  if (account.salesRepresentative) {
    throw new AppError("FORBIDDEN", "salesRepresentativeHandles", { name: account.salesRepresentative });
  }
  if (account.paymentMethod === "DIRECT") throw new AppError("CONFLICT", "paysDirectly");
}

/**
 * The Stripe subscription that is the plan, while it has not ended (whether or not the account is
 * disabled: a disabled account's subscription still runs, and must be paid or cancelled).
 */
export function runningSubscription(plan: PlanRow | null): string | null {
  const id = plan?.stripeSubscriptionId ?? null;
  return id && planStatus(plan, false) !== "EXPIRED" ? id : null;
}

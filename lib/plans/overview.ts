import { db } from "@/lib/db/client";
import { bytesInWorkspacesCreatedBy } from "@/lib/media/quota";
import { runningSubscription } from "./billing-account";
import { GB } from "./catalog";
import { planOffers } from "./offers";
import { isInForce, latestFirst, planRowSelect, planStatus, planTerms } from "./status";
import { directPaymentUrl, paymentsConfigured, supportEmail, testPurchaseAvailable } from "./stripe-config";

const HISTORY_SHOWN = 24;

/**
 * GET /api/plan: the plan in force, its status and expiry, its quota and limits with what the
 * account uses of them, how the account pays, what can be bought, and the plan history.
 */
export async function planOverview(userId: string) {
  const [user, usedBytes, workspaces] = await Promise.all([
    db.user.findUniqueOrThrow({
      where: { id: userId },
      select: {
        disabled: true,
        disabledReason: true,
        paymentMethod: true,
        salesRepresentative: true,
        stripeCustomerId: true,
        planHistory: { orderBy: latestFirst, take: HISTORY_SHOWN, select: { ...planRowSelect, createdAt: true, source: true } },
      },
    }),
    bytesInWorkspacesCreatedBy(userId),
    db.team.count({ where: { createdById: userId } }),
  ]);
  const row = user.planHistory[0] ?? null;
  const status = planStatus(row, user.disabled);
  const terms = planTerms(row);
  return {
    status,
    canEdit: isInForce(status),
    plan: row && {
      state: row.state,
      product: row.product,
      interval: row.interval,
      startsAt: row.startsAt,
      expiresAt: row.expiresAt,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      diskQuotaGb: terms.diskQuotaGb,
      limits: terms.limits,
    },
    usage: { diskBytes: usedBytes, quotaBytes: terms.diskQuotaGb * GB, workspaces },
    account: {
      paymentMethod: user.paymentMethod,
      salesRepresentative: user.salesRepresentative,
      disabled: user.disabled,
      disabledReason: user.disabledReason,
      hasBillingAccount: user.stripeCustomerId !== null,
      hasSubscription: runningSubscription(row) !== null,
    },
    payments: {
      stripeConfigured: paymentsConfigured(),
      testPurchaseAvailable: testPurchaseAvailable(),
      directConfigured: directPaymentUrl() !== null,
      supportEmail: supportEmail(),
    },
    offers: planOffers(),
    history: user.planHistory.map((entry) => ({
      type: entry.state,
      product: entry.product,
      interval: entry.interval,
      startsAt: entry.startsAt,
      expiry: entry.expiresAt,
      cancelAtPeriodEnd: entry.cancelAtPeriodEnd,
      source: entry.source,
      createdAt: entry.createdAt,
    })),
  };
}

export type PlanOverview = Awaited<ReturnType<typeof planOverview>>;

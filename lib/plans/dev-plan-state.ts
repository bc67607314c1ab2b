import { db } from "@/lib/db/client";
import { TRIAL_TERMS } from "./catalog";
import { PAYMENT_FAILED } from "./disabled-reasons";
import { trialExpiry } from "./trial";

const DAY = 24 * 60 * 60 * 1000;

/**
 * A development aid (POST /api/dev/plan-state): a fresh trial, an ended trial, or a failed payment.
 * A trial lifts a payment failure, never an operator's decision.
 */
export async function setOwnPlanState(userId: string, state: "TRIAL" | "TRIAL_EXPIRED" | "DISABLED"): Promise<void> {
  const now = new Date();
  await db.$transaction(async (tx) => {
    if (state === "DISABLED") {
      await tx.user.update({ where: { id: userId }, data: { disabled: true, disabledReason: PAYMENT_FAILED } });
      return;
    }
    const startsAt = state === "TRIAL" ? now : new Date(now.getTime() - 32 * DAY);
    const expiresAt = state === "TRIAL" ? trialExpiry(now) : new Date(now.getTime() - DAY);
    await tx.user.updateMany({ where: { id: userId, disabledReason: PAYMENT_FAILED }, data: { disabled: false, disabledReason: null } });
    await tx.planHistory.create({ data: { userId, state: "TRIAL", diskQuotaGb: TRIAL_TERMS.diskQuotaGb, startsAt, expiresAt, source: "dev" } });
  });
}

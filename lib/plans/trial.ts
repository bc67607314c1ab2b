import type { Prisma } from "@/lib/db/generated/client";
import { TRIAL_TERMS } from "./catalog";

// Sign-up starts a one-month free trial (accounts spec §9).
export const TRIAL_MONTHS = 1;

/**
 * The same day and time `months` later (UTC), or the target month's last day when it is shorter:
 * 31 January + 1 month is 28 (or 29) February, not 3 March.
 */
export function addMonthsClamped(from: Date, months: number): Date {
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(year, month, Math.min(from.getUTCDate(), lastDay), from.getUTCHours(), from.getUTCMinutes(), from.getUTCSeconds(), from.getUTCMilliseconds()),
  );
}

export function trialExpiry(from: Date): Date {
  return addMonthsClamped(from, TRIAL_MONTHS);
}

export async function startTrial(tx: Prisma.TransactionClient, userId: string, now = new Date()): Promise<void> {
  await tx.planHistory.create({
    data: { userId, state: "TRIAL", diskQuotaGb: TRIAL_TERMS.diskQuotaGb, source: "signup", startsAt: now, expiresAt: trialExpiry(now) },
  });
}

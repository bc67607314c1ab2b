import type { Prisma } from "@/lib/db/generated/client";

// Sign-up starts a one-month free trial (accounts spec §9).
export const TRIAL_MONTHS = 1;
export const TRIAL_DISK_QUOTA_GB = 2;

export function trialExpiry(from: Date): Date {
  const expiry = new Date(from);
  expiry.setUTCMonth(expiry.getUTCMonth() + TRIAL_MONTHS);
  return expiry;
}

export async function startTrial(tx: Prisma.TransactionClient, userId: string, now = new Date()): Promise<void> {
  await tx.planHistory.create({
    data: { userId, state: "TRIAL", diskQuotaGb: TRIAL_DISK_QUOTA_GB, startsAt: now, expiresAt: trialExpiry(now) },
  });
}

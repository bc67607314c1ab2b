import type { Prisma } from "@/lib/db/generated/client";

/**
 * The referral code a sign-up names (`refCode`, any case), counted against its limit inside the
 * sign-up's transaction: the code's row stays locked until the new account is written, so two
 * sign-ups at once cannot both take its last place. A disabled, used-up or unknown code gives null;
 * the sign-up then goes on without it (the person signing up cannot change the code in the link).
 */
export async function claimReferralCode(tx: Prisma.TransactionClient, code: string): Promise<string | null> {
  const [referral] = await tx.$queryRaw<{ id: string; enabled: boolean; limit: number }[]>`
    SELECT "id", "enabled", "limit" FROM "referral_codes" WHERE lower("code") = lower(${code}) LIMIT 1 FOR UPDATE`;
  if (!referral?.enabled) return null;
  const used = await tx.user.count({ where: { referredByCodeId: referral.id } });
  return used < referral.limit ? referral.id : null;
}

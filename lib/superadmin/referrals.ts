import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { AppError, invalidInput, notFound } from "@/lib/http/errors";
import { audited } from "./audit";
import { skipOf } from "./paging";
import { REFERRAL_DEFAULTS, type CreateReferralInput, type UpdateReferralInput } from "./schemas";

// Referral codes (accounts spec §3, §9): created by operators for an account that refers others
// (default code UNNAMED, limit 10), enabled and disabled, with their use counts. A code is stored as
// typed and matched in any case at registration (lib/plans/referral-codes.ts), so two codes that
// differ only in case cannot both exist: a 409.

const referralSelect = {
  id: true,
  code: true,
  limit: true,
  enabled: true,
  createdAt: true,
  account: { select: { id: true, username: true } },
  _count: { select: { referredUsers: true } },
} as const satisfies Prisma.ReferralCodeSelect;

type ReferralRow = Prisma.ReferralCodeGetPayload<{ select: typeof referralSelect }>;

const referralItem = (row: ReferralRow) => ({
  _id: row.id,
  code: row.code,
  limit: row.limit,
  enabled: row.enabled,
  uses: row._count.referredUsers,
  account: row.account ? { _id: row.account.id, username: row.account.username } : null,
  createdAt: row.createdAt,
});

export async function listReferrals({ page, size, q }: { page: number; size: number; q?: string | undefined }) {
  const where: Prisma.ReferralCodeWhereInput = q
    ? { OR: [{ code: { contains: q, mode: "insensitive" } }, { account: { username: { contains: q, mode: "insensitive" } } }] }
    : {};
  const [rows, total] = await Promise.all([
    db.referralCode.findMany({ where, select: referralSelect, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: skipOf(page, size), take: size }),
    db.referralCode.count({ where }),
  ]);
  return { items: rows.map(referralItem), page, pageSize: size, total };
}

const codeTaken = () => new AppError("CONFLICT", "superAdminReferralCodeTaken", {}, [{ path: "code", message: "errors.superAdminReferralCodeTaken" }]);

/**
 * Refuses a code another row holds in any case. Transactions that write codes take one advisory lock
 * first, so two operators typing "Spring" and "SPRING" at once cannot both pass this check (the
 * unique index alone compares case-sensitively).
 */
async function requireFreeCode(tx: Prisma.TransactionClient, code: string, exceptId: string | null) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('referral_codes.code'))`;
  const [clash] = await tx.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "referral_codes" WHERE lower("code") = lower(${code}) AND "id" IS DISTINCT FROM ${exceptId} LIMIT 1`;
  if (clash) throw codeTaken();
}

/**
 * The default code (accounts spec §9: UNNAMED) stays usable after the first: codes are unique, so
 * later ones are numbered UNNAMED-2, UNNAMED-3 ... for the operator to rename.
 */
async function freeDefaultCode(tx: Prisma.TransactionClient): Promise<string> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('referral_codes.code'))`;
  const taken = await tx.$queryRaw<{ code: string }[]>`
    SELECT "code" FROM "referral_codes" WHERE upper("code") = ${REFERRAL_DEFAULTS.code} OR upper("code") LIKE ${`${REFERRAL_DEFAULTS.code}-%`}`;
  const used = new Set(taken.map((row) => row.code.toUpperCase()));
  if (!used.has(REFERRAL_DEFAULTS.code)) return REFERRAL_DEFAULTS.code;
  let n = 2;
  while (used.has(`${REFERRAL_DEFAULTS.code}-${n}`)) n += 1;
  return `${REFERRAL_DEFAULTS.code}-${n}`;
}

export async function createReferral(actor: Actor, input: CreateReferralInput) {
  return audited(actor, async (tx) => {
    const accountId = input.accountId ?? null;
    if (accountId && !(await tx.user.findUnique({ where: { id: accountId }, select: { id: true } }))) {
      throw invalidInput("invalidInput", [{ path: "accountId", message: "errors.superAdminAccountUnknown" }]);
    }
    const code = input.code.toUpperCase() === REFERRAL_DEFAULTS.code ? await freeDefaultCode(tx) : input.code;
    await requireFreeCode(tx, code, null);
    const row = await tx.referralCode.create({ data: { code, limit: input.limit, accountId }, select: referralSelect });
    return {
      result: { referral: referralItem(row) },
      entry: { action: "referral.create", targetType: "referral-code", targetId: row.id, before: null, after: { code: row.code, limit: row.limit, enabled: row.enabled, accountId } },
    };
  });
}

export async function updateReferral(actor: Actor, referralId: string, input: UpdateReferralInput) {
  return audited(actor, async (tx) => {
    // Locked, so "before" is what this update replaces.
    const [current] = await tx.$queryRaw<{ code: string; limit: number; enabled: boolean }[]>`
      SELECT "code", "limit", "enabled" FROM "referral_codes" WHERE "id" = ${referralId} FOR UPDATE`;
    if (!current) throw notFound();
    const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<typeof current>;
    if (changes.code !== undefined && changes.code !== current.code) await requireFreeCode(tx, changes.code, referralId);
    const row = await tx.referralCode.update({ where: { id: referralId }, data: changes, select: referralSelect });
    const fields = Object.keys(changes) as (keyof typeof current)[];
    return {
      result: { referral: referralItem(row) },
      entry: {
        action: "referral.update",
        targetType: "referral-code",
        targetId: referralId,
        before: Object.fromEntries(fields.map((field) => [field, current[field]])),
        after: Object.fromEntries(fields.map((field) => [field, row[field]])),
      },
    };
  });
}

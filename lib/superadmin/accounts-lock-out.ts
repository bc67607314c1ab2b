import type { Prisma } from "@/lib/db/generated/client";
import { AppError } from "@/lib/http/errors";

// The console must never lose its last operator: disabling or deleting an active super admin (role
// "admin" and the flag, not disabled) is refused when no other active one would remain, whoever
// asks (the operator themselves, another operator, or the account's own deletion at DELETE /api/me).

/** pg_advisory_xact_lock key: two such changes at once (two operators disabling each other) are decided one after the other. */
const OPERATORS_LOCK = 73_120_001;

const activeOperator = { isSuperAdmin: true, roles: { has: "admin" }, disabled: false } satisfies Prisma.UserWhereInput;

/** Refuses (409) taking `targetId` away when it is the last active super admin. Call inside the changing transaction. */
export async function requireOperatorsRemain(tx: Prisma.TransactionClient, targetId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${OPERATORS_LOCK})`;
  const target = await tx.user.count({ where: { id: targetId, ...activeOperator } });
  if (target === 0) return;
  const others = await tx.user.count({ where: { id: { not: targetId }, ...activeOperator } });
  if (others === 0) throw new AppError("CONFLICT", "superAdminLastOperator");
}

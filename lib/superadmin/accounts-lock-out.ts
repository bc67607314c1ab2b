import type { Actor } from "@/lib/auth/actor";
import type { Prisma } from "@/lib/db/generated/client";
import { AppError } from "@/lib/http/errors";

// The console must never lock out its last operator: a super admin may not disable or delete their
// own account when no other active super admin (role "admin" and the flag, not disabled) remains.
// Actions on other accounts are not limited by this: the remaining operator is still the actor.

/** pg_advisory_xact_lock key: two operators disabling themselves at once are decided one after the other. */
const OPERATORS_LOCK = 73_120_001;

/** Refuses (409) when `targetId` is the actor and no other active super admin exists. Call inside the changing transaction. */
export async function requireAnotherOperator(tx: Prisma.TransactionClient, actor: Actor, targetId: string): Promise<void> {
  if (actor.user.id !== targetId) return;
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${OPERATORS_LOCK})`;
  const others = await tx.user.count({
    where: { id: { not: targetId }, isSuperAdmin: true, roles: { has: "admin" }, disabled: false },
  });
  if (others === 0) throw new AppError("CONFLICT", "superAdminLastOperator");
}

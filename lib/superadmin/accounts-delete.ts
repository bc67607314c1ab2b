import { removeAccount } from "@/lib/accounts/delete-account";
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { requireNotSystemAccount } from "./accounts-system";
import { audit } from "./audit";

/**
 * Permanent deletion by an operator (DELETE /api/superadmin/accounts/{id}): the same data rules as
 * the user's own deletion (lib/accounts/delete-account.ts), without the typed full name. The audit
 * entry is written inside the deleting transaction.
 */
export async function deleteAccountAsOperator(actor: Actor, userId: string): Promise<void> {
  const target = await db.user.findUnique({ where: { id: userId }, select: { username: true, email: true } });
  if (!target) throw notFound();
  requireNotSystemAccount(target);
  // removeAccount keeps the last operator (lib/superadmin/accounts-lock-out.ts).
  await removeAccount(userId, (tx) => audit(actor, { action: "account.delete", targetType: "user", targetId: userId, before: target, after: null }, tx));
}

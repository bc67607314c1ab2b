import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import type { Actor } from "@/lib/auth/actor";

// Every operator action is written to audit_logs (issue 12): who, what, on what, when, and the
// values before and after. Written in the same transaction as the change, so there is never a
// change without its entry, nor an entry for a change that did not happen.

export interface AuditEntry {
  /** What was done, e.g. "account.set-payment-method", "referral.create", "team.set-subdomain". */
  action: string;
  targetType: "user" | "team" | "referral-code" | "document" | "email";
  targetId: string;
  before?: Prisma.InputJsonValue | null;
  after?: Prisma.InputJsonValue | null;
}

type Client = Prisma.TransactionClient | typeof db;

export async function audit(actor: Actor, entry: AuditEntry, client: Client = db): Promise<void> {
  await client.auditLog.create({
    data: {
      actorId: actor.user.id,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      before: entry.before ?? Prisma.DbNull,
      after: entry.after ?? Prisma.DbNull,
    },
  });
}

/**
 * Runs an operator change and its audit entry in one transaction. `change` gets the transaction and
 * answers the entry's values (what the target was and is).
 */
export function audited<T>(actor: Actor, change: (tx: Prisma.TransactionClient) => Promise<{ result: T; entry: AuditEntry }>): Promise<T> {
  return db.$transaction(async (tx) => {
    const { result, entry } = await change(tx);
    await audit(actor, entry, tx);
    return result;
  });
}

import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import type { Actor } from "@/lib/auth/actor";

// Every operator action is written to audit_logs (issue 12): who, what, on what, when, and the
// values before and after. Database changes write it in their own transaction, so there is never a
// change without its entry, nor an entry for a change that did not happen. E-mails (a password reset,
// test e-mails) cannot be taken back: their entry is written once they have gone.

export interface AuditEntry {
  /** What was done, e.g. "account.set-payment-method", "referral.create", "team.set-subdomain". */
  action: string;
  targetType: "user" | "team" | "referral-code" | "document" | "email";
  targetId: string;
  before?: Prisma.InputJsonValue | null;
  after?: Prisma.InputJsonValue | null;
}

type Client = Prisma.TransactionClient | typeof db;

const row = (actor: Actor, entry: AuditEntry) => ({
  actorId: actor.user.id,
  action: entry.action,
  targetType: entry.targetType,
  targetId: entry.targetId,
  before: entry.before ?? Prisma.DbNull,
  after: entry.after ?? Prisma.DbNull,
});

export async function audit(actor: Actor, entry: AuditEntry, client: Client = db): Promise<void> {
  await client.auditLog.create({ data: row(actor, entry) });
}

/** One entry per target of a change made to several at once (one insert). */
export async function auditMany(actor: Actor, entries: AuditEntry[], client: Client = db): Promise<void> {
  if (entries.length) await client.auditLog.createMany({ data: entries.map((entry) => row(actor, entry)) });
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

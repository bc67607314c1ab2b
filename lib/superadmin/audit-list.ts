import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { skipOf } from "./paging";

// The audit log as the console shows it (issue 12): newest first, optionally of one target, with
// each actor's username. Entries have no foreign key to their actor (they outlive the account), so
// the usernames come from one more query for the page's actors, never one per row.

interface AuditListInput {
  page: number;
  size: number;
  targetType?: string | undefined;
  targetId?: string | undefined;
}

export async function listAudit({ page, size, targetType, targetId }: AuditListInput) {
  const where: Prisma.AuditLogWhereInput = { ...(targetType ? { targetType } : {}), ...(targetId ? { targetId } : {}) };
  const [rows, total] = await Promise.all([
    db.auditLog.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: skipOf(page, size), take: size }),
    db.auditLog.count({ where }),
  ]);
  const actorIds = [...new Set(rows.flatMap((row) => (row.actorId ? [row.actorId] : [])))];
  const actors = actorIds.length ? await db.user.findMany({ where: { id: { in: actorIds } }, select: { id: true, username: true } }) : [];
  const usernames = new Map(actors.map((actor) => [actor.id, actor.username]));
  const items = rows.map((row) => ({
    _id: row.id,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    before: row.before,
    after: row.after,
    createdAt: row.createdAt,
    // A deleted actor keeps its id; its username is gone with the account.
    actor: row.actorId ? { _id: row.actorId, username: usernames.get(row.actorId) ?? null } : null,
  }));
  return { items, page, pageSize: size, total };
}

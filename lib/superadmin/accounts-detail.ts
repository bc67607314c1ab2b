import { db } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { latestFirst, planRowSelect } from "@/lib/plans/status";
import { accountDiskUsage } from "./accounts-disk";
import { accountItem, accountItemSelect } from "./accounts-list";

// One account as the operator console shows it (GET /api/superadmin/accounts/{id}): the list item
// with its settings, workspaces, referral codes, plan history and disk space.

/** The plan history shown: the newest rows (the table is append-only and may grow long). */
const HISTORY_SHOWN = 50;

export async function accountDetail(userId: string) {
  const row = await db.user.findUnique({
    where: { id: userId },
    select: {
      ...accountItemSelect,
      language: true,
      modulesEnabled: true,
      emailNotifications: true,
      isSuperAdmin: true,
      roles: true,
      referredByCode: { select: { code: true } },
      memberships: {
        where: { acceptedAt: { not: null } },
        orderBy: { acceptedAt: "asc" },
        select: { role: true, team: { select: { id: true, name: true } } },
      },
      referralCodes: {
        orderBy: { createdAt: "desc" },
        select: { id: true, code: true, limit: true, enabled: true, _count: { select: { referredUsers: true } } },
      },
      planHistory: {
        orderBy: latestFirst,
        take: HISTORY_SHOWN,
        select: { ...planRowSelect, id: true, source: true, createdAt: true },
      },
    },
  });
  if (!row) throw notFound();
  const diskUsage = await accountDiskUsage(userId);
  return {
    ...accountItem(row),
    language: row.language,
    modulesEnabled: row.modulesEnabled,
    emailNotifications: row.emailNotifications,
    isSuperAdmin: row.isSuperAdmin,
    roles: row.roles,
    refCode: row.referredByCode?.code ?? null,
    memberships: row.memberships.map((m) => ({ teamId: m.team.id, teamName: m.team.name, role: m.role })),
    referralCodes: row.referralCodes.map((c) => ({ _id: c.id, code: c.code, limit: c.limit, enabled: c.enabled, uses: c._count.referredUsers })),
    planHistory: row.planHistory.map(({ id, ...entry }) => ({ _id: id, ...entry })),
    diskUsage,
  };
}

export type AccountDetail = Awaited<ReturnType<typeof accountDetail>>;

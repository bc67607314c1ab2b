import { db } from "@/lib/db/client";
import type { PlanProduct, Prisma } from "@/lib/db/generated/client";
import { AppError } from "@/lib/http/errors";
import { loadAccountPlan, requireInForce } from "./account-plan";
import { accountDiskSpace } from "@/lib/media/quota";
import { GB, PRODUCT_TERMS, withinLimit } from "./catalog";
import { planTerms } from "./status";

// The limits a plan sets (lib/plans/catalog.ts), enforced where the thing is made.

/**
 * Creating a workspace (accounts spec §6: no plan, no workspace): a plan on record, in force, with
 * room under its workspace limit (workspaces the account created). Asked inside the creating
 * transaction: the account's row stays locked until the workspace is written, so two creations at
 * once cannot both take the last place.
 */
export async function requireWorkspaceAllowance(tx: Prisma.TransactionClient, userId: string): Promise<void> {
  await tx.$queryRaw`SELECT "id" FROM "users" WHERE "id" = ${userId} FOR UPDATE`;
  const [plan, created] = await Promise.all([loadAccountPlan(userId, tx), tx.team.count({ where: { createdById: userId } })]);
  if (!plan.row) throw new AppError("PLAN_LIMIT", "workspaceNeedsPlan");
  requireInForce(plan.status);
  const { workspaces } = planTerms(plan.row).limits;
  if (!withinLimit(workspaces, created)) throw new AppError("PLAN_LIMIT", "workspaceLimitReached", { count: workspaces ?? 0 });
}

/**
 * Inviting one more person (inside the transaction that holds the workspace's lock): the people in
 * it, pending invitations included, stay within the limit of the plan that pays for it (its creator's).
 */
export async function requireMemberAllowance(tx: Prisma.TransactionClient, teamId: string): Promise<void> {
  const team = await tx.team.findUnique({ where: { id: teamId }, select: { createdById: true, _count: { select: { members: true } } } });
  if (!team?.createdById) return;
  const { row } = await loadAccountPlan(team.createdById, tx);
  const { membersPerWorkspace } = planTerms(row).limits;
  if (!withinLimit(membersPerWorkspace, team._count.members)) {
    throw new AppError("PLAN_LIMIT", "memberLimitReached", { count: membersPerWorkspace ?? 0 });
  }
}

/**
 * A plan the account cannot move to (409 `planTooSmall`): one whose limits are below what the
 * account already uses (workspaces it created, people in any of them, bytes stored in them).
 */
export async function requirePlanFits(userId: string, product: PlanProduct): Promise<void> {
  const { diskQuotaGb, limits } = PRODUCT_TERMS[product];
  const [workspaces, space] = await Promise.all([
    db.team.findMany({ where: { createdById: userId }, select: { _count: { select: { members: true } } } }),
    accountDiskSpace(userId),
  ]);
  const mostPeople = Math.max(0, ...workspaces.map((team) => team._count.members));
  const fits =
    (limits.workspaces === null || workspaces.length <= limits.workspaces) &&
    (limits.membersPerWorkspace === null || mostPeople <= limits.membersPerWorkspace) &&
    space.usedBytes <= diskQuotaGb * GB;
  if (!fits) throw new AppError("CONFLICT", "planTooSmall");
}

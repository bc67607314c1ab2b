import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { AppError } from "@/lib/http/errors";
import { isInForce, latestFirst, planRowSelect, planStatus, type PlanRow, type PlanStatus } from "./status";

export type Client = Prisma.TransactionClient | typeof db;

export interface AccountPlan {
  row: PlanRow | null;
  disabled: boolean;
  status: PlanStatus;
}

/** The plan in force: the account's latest plan row (the history is append-only), or null. */
export function latestPlanRow(userId: string, client: Client = db): Promise<PlanRow | null> {
  return client.planHistory.findFirst({ where: { userId }, orderBy: latestFirst, select: planRowSelect });
}

/** An account's plan in force and its status, in one query. */
export async function loadAccountPlan(userId: string, client: Client = db): Promise<AccountPlan> {
  const user = await client.user.findUnique({
    where: { id: userId },
    select: { disabled: true, planHistory: { orderBy: latestFirst, take: 1, select: planRowSelect } },
  });
  const row = user?.planHistory[0] ?? null;
  const disabled = user?.disabled ?? false;
  return { row, disabled, status: planStatus(row, disabled) };
}

/**
 * Refuses work a plan must allow (editing, sharing, new workspaces) once the trial or plan has ended
 * (402 `planEnded`) or the account is disabled (402 `accountDisabled`). Uploads are held to the disk
 * quota instead (lib/media/quota.ts): the library stays usable for reading and tidying up.
 */
export function requireInForce(status: PlanStatus): void {
  if (status === "DISABLED") throw new AppError("PLAN_LIMIT", "accountDisabled");
  if (!isInForce(status)) throw new AppError("PLAN_LIMIT", "planEnded");
}

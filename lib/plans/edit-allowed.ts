import { db } from "@/lib/db/client";
import type { PlanState, Prisma } from "@/lib/db/generated/client";
import { AppError } from "@/lib/http/errors";

// May this user still edit documents (accounts spec §7 does-plan-allow-edit)? The plan history is
// append-only (lib/plans/trial.ts), so the latest row is the plan in force:
//   - no row at all: accounts from before plans existed, and imports; they are not locked out;
//   - TRIAL or PAID: until expiresAt (none = open-ended);
//   - PAYMENT_PENDING: a payment is on its way, so editing goes on meanwhile;
//   - anything expired: reading, sharing and exporting still work, editing does not.

type Client = Prisma.TransactionClient | typeof db;

export interface PlanRow {
  state: PlanState;
  expiresAt: Date | null;
}

export function planAllowsEditing(latest: PlanRow | null, now = new Date()): boolean {
  if (!latest) return true;
  if (latest.state === "PAYMENT_PENDING") return true;
  return latest.expiresAt === null || latest.expiresAt.getTime() > now.getTime();
}

export async function doesPlanAllowEditing(userId: string, client: Client = db): Promise<boolean> {
  const latest = await client.planHistory.findFirst({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { state: true, expiresAt: true },
  });
  return planAllowsEditing(latest);
}

/** Every block write asks this first: 402 when the plan has ended. */
export async function requirePlanAllowsEditing(userId: string, client: Client = db): Promise<void> {
  if (!(await doesPlanAllowEditing(userId, client))) throw new AppError("PLAN_LIMIT", "planEnded");
}

import "server-only";
import { cache } from "react";
import { db } from "@/lib/db/client";
import type { PaymentMethod } from "@/lib/db/generated/client";
import { latestFirst, planRowSelect, planStatus, type PlanStatus } from "@/lib/plans/status";
import type { ShellMembership } from "./workspaces";

/** What the shell says about the plan: the payment page to link to, and the trial's or plan's state. */
export interface ShellPlan {
  paymentMethod: PaymentMethod;
  status: PlanStatus;
  /** When the plan in force ends (the trial's last day); null when open-ended or none is on record. */
  expiresAt: Date | null;
}

export interface ShellData {
  memberships: ShellMembership[];
  lastUsedVersion: number | null;
  createdAt: Date;
  plan: ShellPlan;
}

/**
 * What the logged-in frame needs beyond the actor, in one query: accepted memberships with team names,
 * oldest first, and the plan in force. Read once per request: the shell and pages (the document index)
 * both ask.
 */
export const loadShellData = cache(async (userId: string): Promise<ShellData> => {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      lastUsedVersion: true,
      createdAt: true,
      paymentMethod: true,
      disabled: true,
      planHistory: { orderBy: latestFirst, take: 1, select: planRowSelect },
      memberships: {
        where: { acceptedAt: { not: null } },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        select: { role: true, team: { select: { id: true, name: true } } },
      },
    },
  });
  const row = user.planHistory[0] ?? null;
  return {
    lastUsedVersion: user.lastUsedVersion,
    createdAt: user.createdAt,
    memberships: user.memberships.map((member) => ({ teamId: member.team.id, teamName: member.team.name, role: member.role })),
    plan: { paymentMethod: user.paymentMethod, status: planStatus(row, user.disabled), expiresAt: row?.expiresAt ?? null },
  };
});

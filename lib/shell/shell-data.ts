import "server-only";
import { db } from "@/lib/db/client";
import type { ShellMembership } from "./workspaces";

export interface ShellData {
  memberships: ShellMembership[];
  lastUsedVersion: number | null;
  createdAt: Date;
}

/** What the logged-in frame needs beyond the actor, in one query: accepted memberships with team names, oldest first. */
export async function loadShellData(userId: string): Promise<ShellData> {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      lastUsedVersion: true,
      createdAt: true,
      memberships: {
        where: { acceptedAt: { not: null } },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        select: { role: true, team: { select: { id: true, name: true } } },
      },
    },
  });
  return {
    lastUsedVersion: user.lastUsedVersion,
    createdAt: user.createdAt,
    memberships: user.memberships.map((member) => ({ teamId: member.team.id, teamName: member.team.name, role: member.role })),
  };
}

import type { Actor } from "@/lib/auth/actor";
import { findMembership } from "@/lib/auth/policy";
import { db } from "@/lib/db/client";
import { isId } from "@/lib/validation/ids";
import { listMembers } from "./members";
import type { MemberView } from "./view";

export interface TeamRoster {
  team: { id: string; name: string };
  members: MemberView[];
}

/**
 * A workspace and everyone in it, for its members page. null when the workspace does not exist or
 * the caller is not in it: the page shows the same "not found" for both.
 */
export async function findTeamRoster(actor: Actor, teamId: string): Promise<TeamRoster | null> {
  if (!isId(teamId) || !(await findMembership(actor.user.id, teamId))) return null;
  const team = await db.team.findUnique({ where: { id: teamId }, select: { id: true, name: true } });
  if (!team) return null;
  return { team, members: await listMembers(team.id) };
}

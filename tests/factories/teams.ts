import type { TeamRole } from "@/lib/db/generated/client";
import { db } from "@/lib/db/client";
import { createUser } from "./users";

/** The workspace every factory user starts in (as its ADMIN). */
export async function firstTeamOf(userId: string) {
  const member = await db.member.findFirstOrThrow({ where: { userId }, orderBy: { createdAt: "asc" }, select: { teamId: true } });
  return member.teamId;
}

/** Makes an existing user an accepted member of a workspace. */
export async function addMember(teamId: string, userId: string, role: TeamRole = "MEMBER") {
  return db.member.create({ data: { teamId, userId, role, acceptedAt: new Date() } });
}

/** An admin with their workspace, a MEMBER of it and an outsider (admin of another workspace). */
export async function createTeamWithMembers() {
  const admin = await createUser();
  const member = await createUser();
  const outsider = await createUser();
  const teamId = await firstTeamOf(admin.user.id);
  await addMember(teamId, member.user.id, "MEMBER");
  return { admin, member, outsider, teamId };
}

/** A signed-in user with no plan on record (no PlanHistory row): may not create workspaces. */
export async function createUserWithoutPlan() {
  const created = await createUser();
  await db.planHistory.deleteMany({ where: { userId: created.user.id } });
  return created;
}

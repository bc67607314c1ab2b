import type { Actor } from "@/lib/auth/actor";
import { requireTeamAdmin, requireTeamMember } from "@/lib/auth/policy";
import { db } from "@/lib/db/client";
import { forbidden, notFound } from "@/lib/http/errors";

export type MemberAccess = "read" | "admin" | "remove";

/**
 * Loads a member row and checks the caller against its workspace through lib/auth/policy: "read" for
 * any member of that workspace, "admin" for its admins, "remove" for its admins or the member
 * themself (leaving). Unknown ids and workspaces the caller is not in answer 404, members asking
 * for admin-only actions 403.
 */
export async function requireMemberAccess(actor: Actor, memberId: string, access: MemberAccess) {
  const member = await db.member.findUnique({ where: { id: memberId }, select: { id: true, teamId: true, userId: true } });
  if (!member) throw notFound();
  if (access === "admin") {
    await requireTeamAdmin(actor, member.teamId);
    return member;
  }
  const membership = await requireTeamMember(actor, member.teamId);
  if (access === "remove" && membership.role !== "ADMIN" && member.userId !== actor.user.id) throw forbidden();
  return member;
}

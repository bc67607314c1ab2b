import type { Actor } from "@/lib/auth/actor";
import { findMembership, isTeamAdmin, type Membership } from "@/lib/auth/policy";
import { db } from "@/lib/db/client";
import { forbidden, notFound } from "@/lib/http/errors";
import { isId } from "@/lib/validation/ids";

export type MemberAccess = "read" | "admin" | "remove";

export interface VisibleMember {
  member: { id: string; teamId: string; userId: string | null };
  /** The caller's own membership of the member's workspace. */
  membership: Membership;
}

/**
 * A member row the caller may see (they are in its workspace, through lib/auth/policy), with the
 * caller's membership there; null for unknown ids and workspaces the caller is not in alike.
 */
export async function findVisibleMember(actor: Actor, memberId: string): Promise<VisibleMember | null> {
  if (!isId(memberId)) return null;
  const member = await db.member.findUnique({ where: { id: memberId }, select: { id: true, teamId: true, userId: true } });
  if (!member) return null;
  const membership = await findMembership(actor.user.id, member.teamId);
  return membership ? { member, membership } : null;
}

/**
 * Loads a member row and checks the caller against its workspace: "read" for any member of that
 * workspace, "admin" for its admins, "remove" for its admins or the member themself (leaving).
 * Unknown ids and workspaces the caller is not in answer 404, members asking for admin-only actions 403.
 */
export async function requireMemberAccess(actor: Actor, memberId: string, access: MemberAccess) {
  const visible = await findVisibleMember(actor, memberId);
  if (!visible) throw notFound();
  const { member, membership } = visible;
  if (access === "admin" && !isTeamAdmin(membership)) throw forbidden();
  if (access === "remove" && !isTeamAdmin(membership) && member.userId !== actor.user.id) throw forbidden();
  return member;
}

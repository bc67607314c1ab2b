import { db } from "@/lib/db/client";
import type { TeamRole } from "@/lib/db/generated/client";
import { forbidden, notFound } from "@/lib/http/errors";
import type { Actor } from "./actor";

// The one place that answers "may this user do this to this thing". Route handlers ask it in one
// visible line; none re-implements it. Things in workspaces the caller is not in answer 404 (their
// existence does not leak); members asking for admin-only actions get 403.

export interface Membership {
  memberId: string;
  teamId: string;
  role: TeamRole;
}

export async function findMembership(userId: string, teamId: string): Promise<Membership | null> {
  const member = await db.member.findFirst({
    where: { teamId, userId, acceptedAt: { not: null } },
    select: { id: true, teamId: true, role: true },
  });
  return member ? { memberId: member.id, teamId: member.teamId, role: member.role } : null;
}

/** Any member of the workspace; everyone else gets 404. */
export async function requireTeamMember(actor: Actor, teamId: string): Promise<Membership> {
  const membership = await findMembership(actor.user.id, teamId);
  if (!membership) throw notFound();
  return membership;
}

/** Does this membership carry the workspace's admin rights? */
export const isTeamAdmin = (membership: Membership) => membership.role === "ADMIN";

/** Admins of the workspace; members get 403, everyone else 404. */
export async function requireTeamAdmin(actor: Actor, teamId: string): Promise<Membership> {
  const membership = await requireTeamMember(actor, teamId);
  if (!isTeamAdmin(membership)) throw forbidden();
  return membership;
}

/** Super admins need both the global admin role and the super-admin flag (accounts spec §6). Takes `actor.user` or a loaded user row. */
export const isSuperAdmin = (user: Pick<Actor["user"], "isSuperAdmin" | "roles">) => user.isSuperAdmin && user.roles.includes("admin");

export type Module = "academy" | "catalog" | "team-templates";

export const hasModule = (actor: Actor, module: Module) => actor.user.modulesEnabled.includes(module);

export function requireModule(actor: Actor, module: Module): void {
  if (!hasModule(actor, module)) throw forbidden();
}

/** A user's own account settings (profile photo, password...) are theirs alone. */
export const canManageUser = (actor: Actor, userId: string) => actor.user.id === userId;

/** Seeing a person's photo: yourself, or someone you share a workspace with. */
export async function canSeeUser(actor: Actor, userId: string): Promise<boolean> {
  if (actor.user.id === userId) return true;
  const shared = await db.member.findFirst({
    where: { userId, acceptedAt: { not: null }, team: { members: { some: { userId: actor.user.id, acceptedAt: { not: null } } } } },
    select: { id: true },
  });
  return Boolean(shared);
}

/** Creating workspaces needs a plan (accounts spec §6): any plan on record, trial included, counts here. */
export async function canCreateWorkspace(actor: Actor): Promise<boolean> {
  return (await db.planHistory.count({ where: { userId: actor.user.id } })) > 0;
}

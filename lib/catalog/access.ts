import type { Actor } from "@/lib/auth/actor";
import { findMembership } from "@/lib/auth/policy";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { isId } from "@/lib/validation/ids";

// Who may touch catalog items: any accepted member of the item's workspace (the spec names no roles
// for the catalog; the catalog module gates the pages, not the calls). Everyone else gets 404, so an
// item's existence does not leak. Membership itself is asked of lib/auth/policy.

/** The item's workspace when the caller is a member of it; null for unknown ids and strangers alike. */
export async function findVisibleCatalogItem(actor: Actor, itemId: string): Promise<{ id: string; teamId: string } | null> {
  if (!isId(itemId)) return null;
  const item = await db.catalogItem.findUnique({ where: { id: itemId }, select: { id: true, teamId: true } });
  if (!item) return null;
  return (await findMembership(actor.user.id, item.teamId)) ? item : null;
}

/** The item's id and workspace, or 404 unless the caller is a member of that workspace. */
export async function requireCatalogItemMember(actor: Actor, itemId: string) {
  const item = await findVisibleCatalogItem(actor, itemId);
  if (!item) throw notFound();
  return item;
}

/** The ids of the workspaces the user is an accepted member of. */
export async function memberTeamIds(userId: string): Promise<string[]> {
  const rows = await db.member.findMany({ where: { userId, acceptedAt: { not: null } }, select: { teamId: true } });
  return rows.map((row) => row.teamId);
}

import { db } from "@/lib/db/client";
import type { Actor } from "./actor";

// The one place that answers "may this user do this to this thing". Route handlers ask it; none
// re-implements it. Later issues add document, team and media rules here.

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

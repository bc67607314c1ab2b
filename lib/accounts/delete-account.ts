import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { deleteLeftoverFiles, documentLeftovers, dropUnreferencedContents, joinLeftovers } from "@/lib/documents/leftovers";
import { AppError } from "@/lib/http/errors";
import { lockTeam } from "@/lib/members/team-lock";
import { endBillingForDeletion } from "@/lib/plans/subscription";
import { requireOperatorsRemain } from "@/lib/superadmin/accounts-lock-out";
import { deleteObject } from "@/lib/storage";
import { sameFullName } from "./full-name";

/** Every workspace the deletion touches: those the user is an accepted member of, and those holding documents they own. */
async function involvedTeamIds(tx: Prisma.TransactionClient, userId: string): Promise<string[]> {
  // One query after the other: a transaction runs on one connection.
  const memberships = await tx.member.findMany({ where: { userId, acceptedAt: { not: null } }, select: { teamId: true } });
  const documents = await tx.document.findMany({ where: { ownerId: userId }, select: { teamId: true }, distinct: ["teamId"] });
  return [...new Set([...memberships, ...documents].map((row) => row.teamId))];
}

/**
 * Locks the workspaces the deletion touches, in id order (lib/members/team-lock.ts), so no admin can
 * be demoted or removed, and no one can join, while it decides who inherits what. A workspace that
 * became involved while waiting for a lock (the user accepted an invitation meanwhile) is locked
 * in a further round.
 */
async function lockInvolvedTeams(tx: Prisma.TransactionClient, userId: string): Promise<void> {
  const locked = new Set<string>();
  for (;;) {
    const pending = (await involvedTeamIds(tx, userId)).filter((teamId) => !locked.has(teamId)).sort();
    if (pending.length === 0) return;
    for (const teamId of pending) {
      await lockTeam(tx, teamId);
      locked.add(teamId);
    }
  }
}

/** Another active admin of the workspace, the longest-standing first; null when the user is its last. */
async function heirIn(tx: Prisma.TransactionClient, teamId: string, userId: string): Promise<string | null> {
  const admin = await tx.member.findFirst({
    where: { teamId, role: "ADMIN", acceptedAt: { not: null }, AND: [{ userId: { not: null } }, { userId: { not: userId } }] },
    orderBy: [{ acceptedAt: "asc" }, { id: "asc" }],
    select: { userId: true },
  });
  return admin?.userId ?? null;
}

/**
 * Deletes an account, all or nothing (accounts spec §6, workspaces issue §4):
 * - the user's own templates and saved blocks go;
 * - workspaces left without another admin are deleted with everything in them;
 * - in every other workspace the user's documents pass to a remaining admin (also in workspaces the
 *   user has left but still owns documents in);
 * - workspaces left without any member are removed.
 * The deleted documents' accepted contents go with them (lib/documents/leftovers.ts); files of deleted
 * media and the documents' kept PDFs are removed from storage after the transaction has committed. The Stripe
 * customer is deleted first, ending its subscriptions (a failure to reach Stripe stops the deletion:
 * better than charging an account that no longer exists).
 */
export async function deleteAccount(userId: string, typedFullName: string): Promise<void> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { firstname: true, lastname: true } });
  if (!sameFullName(typedFullName, user.firstname, user.lastname)) {
    throw new AppError("INVALID_INPUT", "fullNameMismatch", {}, [{ path: "fullName", message: "errors.fullNameMismatch" }]);
  }
  await removeAccount(userId);
}

/**
 * The deletion itself, shared by the user's own deletion and the operator console's. `inTransaction`
 * runs first inside the deleting transaction (the console's checks and audit entry), so a refusal
 * there deletes nothing.
 */
export async function removeAccount(userId: string, inTransaction?: (tx: Prisma.TransactionClient) => Promise<void>): Promise<void> {
  // The last operator stays: checked before the Stripe customer goes (that cannot be undone), and
  // again inside the deleting transaction.
  await db.$transaction((tx) => requireOperatorsRemain(tx, userId));
  await endBillingForDeletion(userId);

  const { storageKeys, leftovers } = await db.$transaction(async (tx) => {
    await requireOperatorsRemain(tx, userId);
    await inTransaction?.(tx);
    await lockInvolvedTeams(tx, userId);
    // Everything below is read under the locks: who is admin where cannot change until the end.
    const teamIds = await involvedTeamIds(tx, userId);
    const ownTemplates = { ownerId: userId, templateType: { in: ["TEMPLATE" as const, "CONTENT_TEMPLATE" as const] } };
    const templatesLeft = await documentLeftovers(tx, ownTemplates);
    await tx.document.deleteMany({ where: ownTemplates });

    const doomedTeamIds: string[] = [];
    for (const teamId of teamIds) {
      const heir = await heirIn(tx, teamId, userId);
      if (heir) await tx.document.updateMany({ where: { teamId, ownerId: userId }, data: { ownerId: heir } });
      else doomedTeamIds.push(teamId);
    }

    const media = await tx.media.findMany({
      where: { OR: [{ teamId: { in: doomedTeamIds } }, { userImages: { some: { id: userId } } }] },
      select: { id: true, storageKey: true, variants: { select: { storageKey: true } } },
    });
    const doomedLeft = await documentLeftovers(tx, { teamId: { in: doomedTeamIds } });
    await tx.team.deleteMany({ where: { id: { in: doomedTeamIds } } });
    await tx.media.deleteMany({ where: { id: { in: media.map((m) => m.id) } } });
    // Workspaces whose last member was this user (e.g. only pending invitations remain).
    const emptied = { teamId: { in: teamIds }, team: { members: { none: { acceptedAt: { not: null }, userId: { not: userId } } } } };
    const emptiedLeft = await documentLeftovers(tx, emptied);
    await tx.user.delete({ where: { id: userId } });
    await tx.team.deleteMany({ where: { members: { none: { acceptedAt: { not: null } } }, id: { in: teamIds } } });
    const left = joinLeftovers(templatesLeft, doomedLeft, emptiedLeft);
    await dropUnreferencedContents(tx, left);
    return { storageKeys: media.flatMap((m) => [m.storageKey, ...m.variants.map((v) => v.storageKey)]), leftovers: left };
  });

  await Promise.all([...storageKeys.map((key) => deleteObject(key).catch(() => undefined)), deleteLeftoverFiles(leftovers)]);
}

import { db } from "@/lib/db/client";
import { AppError } from "@/lib/http/errors";
import { deleteObject } from "@/lib/storage/local-disk";

/** The typed confirmation must equal first and last name, case-insensitive (workspace spec §5). */
export function confirmsFullName(typed: string, user: { firstname: string; lastname: string }): boolean {
  const normalize = (value: string) => value.trim().replace(/\s+/g, " ").toLocaleLowerCase();
  return normalize(typed) === normalize(`${user.firstname} ${user.lastname}`);
}

/**
 * Deletes an account, all or nothing (accounts spec §6, workspaces issue §4):
 * - the user's own templates and saved blocks go;
 * - workspaces where the user is the only admin are deleted with everything in them;
 * - in every other workspace the user's documents pass to a remaining admin;
 * - workspaces left without any member are removed.
 * Files of deleted media are removed from storage after the transaction has committed.
 */
export async function deleteAccount(userId: string, typedFullName: string): Promise<void> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { firstname: true, lastname: true } });
  if (!confirmsFullName(typedFullName, user)) {
    throw new AppError("INVALID_INPUT", "fullNameMismatch", {}, [{ path: "fullName", message: "errors.fullNameMismatch" }]);
  }

  const storageKeys = await db.$transaction(async (tx) => {
    await tx.document.deleteMany({ where: { ownerId: userId, templateType: { in: ["TEMPLATE", "CONTENT_TEMPLATE"] } } });

    const memberships = await tx.member.findMany({
      where: { userId, acceptedAt: { not: null } },
      select: { teamId: true, role: true, team: { select: { members: { where: { acceptedAt: { not: null }, userId: { not: userId } }, select: { userId: true, role: true } } } } },
    });
    const doomedTeamIds: string[] = [];
    for (const { teamId, role, team } of memberships) {
      const otherAdmins = team.members.filter((m) => m.role === "ADMIN");
      if (role === "ADMIN" && otherAdmins.length === 0) {
        doomedTeamIds.push(teamId);
        continue;
      }
      // Every workspace keeps at least one admin, so a member's or co-admin's documents always have an heir.
      await tx.document.updateMany({ where: { teamId, ownerId: userId }, data: { ownerId: otherAdmins[0].userId! } });
    }
    // Documents the user owns in workspaces they are no longer a member of follow the same rule.
    const stray = await tx.document.findMany({ where: { ownerId: userId, teamId: { notIn: doomedTeamIds } }, select: { teamId: true }, distinct: ["teamId"] });
    for (const { teamId } of stray) {
      const admin = await tx.member.findFirst({ where: { teamId, role: "ADMIN", acceptedAt: { not: null }, userId: { not: userId } }, select: { userId: true } });
      if (admin?.userId) await tx.document.updateMany({ where: { teamId, ownerId: userId }, data: { ownerId: admin.userId } });
      else doomedTeamIds.push(teamId);
    }

    const media = await tx.media.findMany({
      where: { OR: [{ teamId: { in: doomedTeamIds } }, { userImages: { some: { id: userId } } }] },
      select: { id: true, storageKey: true, variants: { select: { storageKey: true } } },
    });
    await tx.team.deleteMany({ where: { id: { in: doomedTeamIds } } });
    await tx.media.deleteMany({ where: { id: { in: media.map((m) => m.id) } } });
    await tx.user.delete({ where: { id: userId } });
    // Workspaces whose last member was this user (e.g. only pending invitations remain).
    await tx.team.deleteMany({ where: { members: { none: { acceptedAt: { not: null } } }, id: { in: memberships.map((m) => m.teamId) } } });
    return media.flatMap((m) => [m.storageKey, ...m.variants.map((v) => v.storageKey)]);
  });

  await Promise.all(storageKeys.map((key) => deleteObject(key).catch(() => undefined)));
}

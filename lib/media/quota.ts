import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { AppError } from "@/lib/http/errors";
import { GB, NO_PLAN_TERMS } from "@/lib/plans/catalog";
import { latestPlanRow } from "@/lib/plans/account-plan";
import { planTerms } from "@/lib/plans/status";

// Disk space comes with a plan (accounts spec §9: a disk quota in GB per plan). The plan of the
// account that created a workspace pays for it, so an account's quota covers every workspace it
// created, whoever uploads there. A workspace whose creator has gone is a pool of its own with the
// no-plan allowance. Deleted media count until they are purged: their files are still stored.

export interface DiskSpace {
  usedBytes: number;
  quotaBytes: number;
}

const sumOf = (value: { _sum: { sizeBytes: bigint | null } }) => Number(value._sum.sizeBytes ?? 0n);

async function storedBytes(teams: Prisma.TeamWhereInput): Promise<number> {
  const [media, variants, misc] = await Promise.all([
    db.media.aggregate({ where: { team: teams }, _sum: { sizeBytes: true } }),
    db.mediaVariant.aggregate({ where: { media: { team: teams } }, _sum: { sizeBytes: true } }),
    db.miscFile.aggregate({ where: { team: teams }, _sum: { sizeBytes: true } }),
  ]);
  return sumOf(media) + sumOf(variants) + sumOf(misc);
}

/** Bytes stored in the workspaces an account created: what its plan's quota counts. */
export const bytesInWorkspacesCreatedBy = (userId: string) => storedBytes({ createdById: userId });

/** The quota of an account's plan and the bytes stored in the workspaces it created. */
export async function accountDiskSpace(userId: string): Promise<DiskSpace> {
  const [plan, usedBytes] = await Promise.all([latestPlanRow(userId), bytesInWorkspacesCreatedBy(userId)]);
  return { usedBytes, quotaBytes: planTerms(plan).diskQuotaGb * GB };
}

/** The disk space a workspace draws on: its creator's. */
export async function workspaceDiskSpace(teamId: string): Promise<DiskSpace> {
  const team = await db.team.findUnique({ where: { id: teamId }, select: { createdById: true } });
  if (team?.createdById) return accountDiskSpace(team.createdById);
  return { usedBytes: await storedBytes({ id: teamId }), quotaBytes: NO_PLAN_TERMS.diskQuotaGb * GB };
}

/** Whether `incomingBytes` more fit; with none, whether any room is left at all. */
export const fits = (space: DiskSpace, incomingBytes = 0) =>
  incomingBytes > 0 ? space.usedBytes + incomingBytes <= space.quotaBytes : space.usedBytes < space.quotaBytes;

export async function canUpload(teamId: string, incomingBytes = 0): Promise<boolean> {
  return fits(await workspaceDiskSpace(teamId), incomingBytes);
}

/** Refuses an upload that would go past the workspace's disk space (402, `errors.diskQuotaFull`). */
export async function requireQuotaLeft(teamId: string, incomingBytes: number): Promise<void> {
  if (!(await canUpload(teamId, incomingBytes))) throw new AppError("PLAN_LIMIT", "diskQuotaFull");
}

/**
 * Bytes stored for the files a user uploaded, in every workspace: `media` (their images with the
 * sizes made from them) and `files` (misc files).
 */
export async function userUploadedBytes(userId: string): Promise<{ media: number; files: number }> {
  const [media, variants, misc] = await Promise.all([
    db.media.aggregate({ where: { uploadedById: userId }, _sum: { sizeBytes: true } }),
    db.mediaVariant.aggregate({ where: { media: { uploadedById: userId } }, _sum: { sizeBytes: true } }),
    db.miscFile.aggregate({ where: { uploadedById: userId }, _sum: { sizeBytes: true } }),
  ]);
  return { media: sumOf(media) + sumOf(variants), files: sumOf(misc) };
}

/** Their total (GET /api/users/diskUsage). */
export async function userStoredBytes(userId: string): Promise<number> {
  const { media, files } = await userUploadedBytes(userId);
  return media + files;
}

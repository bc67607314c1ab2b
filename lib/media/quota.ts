import { db } from "@/lib/db/client";
import { AppError } from "@/lib/http/errors";

// A workspace's disk quota. Plans (issue 11) will set it per plan; until then this is the one place
// that defines it (env MEDIA_QUOTA_BYTES, default 5 GB).
const DEFAULT_QUOTA_BYTES = 5 * 1024 ** 3;
const configured = Number(process.env.MEDIA_QUOTA_BYTES?.trim());
export const DISK_QUOTA_BYTES = Number.isSafeInteger(configured) && configured > 0 ? configured : DEFAULT_QUOTA_BYTES;

/**
 * Bytes a workspace stores: its media (deleted ones too: they stay on disk until purged), their
 * generated sizes, and its misc files (fonts, attachments).
 */
export async function teamStoredBytes(teamId: string): Promise<number> {
  const [media, variants, misc] = await Promise.all([
    db.media.aggregate({ where: { teamId }, _sum: { sizeBytes: true } }),
    db.mediaVariant.aggregate({ where: { media: { teamId } }, _sum: { sizeBytes: true } }),
    db.miscFile.aggregate({ where: { teamId }, _sum: { sizeBytes: true } }),
  ]);
  return Number(media._sum.sizeBytes ?? 0n) + Number(variants._sum.sizeBytes ?? 0n) + Number(misc._sum.sizeBytes ?? 0n);
}

/** Whether the workspace may store one more file (GET /api/team/{id}/can-upload). */
export async function canUpload(teamId: string): Promise<boolean> {
  return (await teamStoredBytes(teamId)) < DISK_QUOTA_BYTES;
}

/** Refuses an upload into a full workspace (message `errors.diskQuotaFull`). */
export async function requireQuotaLeft(teamId: string): Promise<void> {
  if (!(await canUpload(teamId))) throw new AppError("PLAN_LIMIT", "diskQuotaFull");
}

/**
 * Bytes stored for the files a user uploaded (GET /api/users/diskUsage): their media with the sizes
 * made from them and their misc files, in every workspace. Deleted media count until they are purged,
 * because their files are still stored.
 */
export async function userStoredBytes(userId: string): Promise<number> {
  const [media, variants, misc] = await Promise.all([
    db.media.aggregate({ where: { uploadedById: userId }, _sum: { sizeBytes: true } }),
    db.mediaVariant.aggregate({ where: { media: { uploadedById: userId } }, _sum: { sizeBytes: true } }),
    db.miscFile.aggregate({ where: { uploadedById: userId }, _sum: { sizeBytes: true } }),
  ]);
  return Number(media._sum.sizeBytes ?? 0n) + Number(variants._sum.sizeBytes ?? 0n) + Number(misc._sum.sizeBytes ?? 0n);
}

import { db } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { accountDiskSpace } from "@/lib/media/quota";

// An account's disk space as the operator sees it (GET /api/admin/account/{id}/disk-space-usage):
// what the account uploaded, anywhere (media with the sizes made from them, and misc files), and
// what the workspaces it created store against its plan's quota (lib/media/quota.ts).

const sumOf = (value: { _sum: { sizeBytes: bigint | null } }) => Number(value._sum.sizeBytes ?? 0n);

export interface AccountDiskUsage {
  /** Bytes of everything the account uploaded: `media` + `files`. */
  totalSize: number;
  media: number;
  files: number;
  /** The quota of the account's plan, for the workspaces it created. */
  quotaBytes: number;
  /** Bytes stored in the workspaces the account created, whoever uploaded them: what the quota counts. */
  usedInOwnWorkspaces: number;
}

export async function accountDiskUsage(userId: string): Promise<AccountDiskUsage> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true } });
  if (!user) throw notFound();
  const [media, variants, misc, space] = await Promise.all([
    db.media.aggregate({ where: { uploadedById: userId }, _sum: { sizeBytes: true } }),
    db.mediaVariant.aggregate({ where: { media: { uploadedById: userId } }, _sum: { sizeBytes: true } }),
    db.miscFile.aggregate({ where: { uploadedById: userId }, _sum: { sizeBytes: true } }),
    accountDiskSpace(userId),
  ]);
  const mediaBytes = sumOf(media) + sumOf(variants);
  const files = sumOf(misc);
  return { totalSize: mediaBytes + files, media: mediaBytes, files, quotaBytes: space.quotaBytes, usedInOwnWorkspaces: space.usedBytes };
}

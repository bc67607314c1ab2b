import { db } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { accountDiskSpace, userUploadedBytes } from "@/lib/media/quota";

// An account's disk space as the operator sees it (GET /api/admin/account/{id}/disk-space-usage):
// what the account uploaded, anywhere (media with the sizes made from them, and misc files), and
// what the workspaces it created store against its plan's quota (lib/media/quota.ts).

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
  const [{ media, files }, space] = await Promise.all([userUploadedBytes(userId), accountDiskSpace(userId)]);
  return { totalSize: media + files, media, files, quotaBytes: space.quotaBytes, usedInOwnWorkspaces: space.usedBytes };
}

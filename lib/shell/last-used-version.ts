import { db } from "@/lib/db/client";

/** Records the last build version the user has seen, so what's new shows once per version (lib/shell/whats-new.ts). */
export async function setLastUsedVersion(userId: string, version: number): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { lastUsedVersion: version } });
}

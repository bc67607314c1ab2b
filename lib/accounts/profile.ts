import { db } from "@/lib/db/client";
import { normalizePhone } from "./phone";
import type { ProfileInput } from "./schemas";

export async function updateProfile(userId: string, input: ProfileInput) {
  return db.user.update({
    where: { id: userId },
    data: {
      title: input.title || null,
      firstname: input.firstname,
      lastname: input.lastname,
      language: input.language,
      mobilePhone: input.mobilePhone ? normalizePhone(input.mobilePhone) : null,
      instagramUserName: input.instagramUserName?.replace(/^@/, "") || null,
    },
  });
}

/** Bytes the user has stored: uploaded media and attached files. */
export async function diskUsage(userId: string): Promise<{ totalSize: number; media: number; files: number }> {
  const [media, files] = await Promise.all([
    db.media.aggregate({ where: { uploadedById: userId }, _sum: { sizeBytes: true } }),
    db.miscFile.aggregate({ where: { uploadedById: userId }, _sum: { sizeBytes: true } }),
  ]);
  const mediaBytes = Number(media._sum.sizeBytes ?? 0);
  const fileBytes = Number(files._sum.sizeBytes ?? 0);
  return { totalSize: mediaBytes + fileBytes, media: mediaBytes, files: fileBytes };
}

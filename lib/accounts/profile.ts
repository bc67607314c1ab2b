import type { Actor } from "@/lib/auth/actor";
import { renewSession } from "@/lib/auth/sessions";
import { db } from "@/lib/db/client";
import { readFormBody } from "@/lib/http/form-body";
import { parseOrThrow } from "@/lib/http/validation";
import type { Translator } from "@/lib/i18n/translator";
import { normalizePhone } from "./phone";
import { profileSchema, type ProfileInput } from "./schemas";

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
      ...(input.emailNotifications === undefined ? {} : { emailNotifications: input.emailNotifications }),
    },
  });
}

/**
 * POST /api/profile: reads the form (multipart or JSON), saves it and renews the caller's session
 * (lib/auth/sessions renewSession: a session JWT for a browser, a rotated bearer token for an API client).
 */
export async function updateProfileFromForm(actor: Actor, request: Request, t: Translator) {
  const { fields } = await readFormBody(request);
  const input = parseOrThrow(profileSchema, fields, t);
  const user = await updateProfile(actor.user.id, input);
  return { user, session: await renewSession(actor, user, request) };
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

import type { Prisma } from "@/lib/db/generated/client";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { parseOrThrow } from "@/lib/http/validation";
import type { Translator } from "@/lib/i18n/translator";
import { getObject } from "@/lib/storage";
import { mediaIdBody } from "./library-image-schemas";

// The logo, favicon and profile photo routes take either an upload or an image already in a media
// library (the image picker's choice, JSON `{ mediaId }`). A library image is read back as a File so
// it goes through exactly the checks and processing of an upload.

/**
 * The image the form names: its uploaded `file`, or the library image `mediaId` among the media
 * `allowed` describes (404 when it is not there, deleted, or its bytes are gone). Null when neither is sent.
 */
export async function imageFromForm(
  form: { fields: Record<string, unknown>; files: Record<string, File> },
  allowed: Prisma.MediaWhereInput,
  t: Translator,
): Promise<File | null> {
  if (form.files.file) return form.files.file;
  if (form.fields.mediaId === undefined) return null;
  const { mediaId } = parseOrThrow(mediaIdBody, { mediaId: form.fields.mediaId }, t);
  const media = await db.media.findFirst({ where: { AND: [allowed, { id: mediaId, deleted: false }] }, select: { storageKey: true, sourceFileName: true, mimeType: true } });
  const bytes = media && (await getObject(media.storageKey));
  if (!media || !bytes) throw notFound();
  return new File([new Uint8Array(bytes)], media.sourceFileName, { type: media.mimeType });
}

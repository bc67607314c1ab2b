import "server-only";
import sharp from "sharp";
import { readProfilePhoto } from "@/lib/accounts/profile-photo";
import { findOpenShareMeta, frozenOf, remember } from "./open-share";
import { previewImageBytes } from "./preview-image";
import { previewImagePath, previewStamp } from "./link-preview";

// The two pictures a share's first pages name besides its media: the link preview's card
// (/shared/{key}/{n}/preview/{stamp}.jpg) and the sender's photo (/shared/{key}/{n}/sender-photo).
// Both answer only for an open share (unknown, malformed, disabled and expired: the same 404), and
// bad input is a 404, never a 500. Neither shows anything of a PIN share's document.

const NOT_FOUND_HEADERS = { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", "x-robots-tag": "noindex" };
const notFound = () => new Response("Not found", { status: 404, headers: NOT_FOUND_HEADERS });

function imageResponse(bytes: Buffer, type: string, cacheControl: string): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      "content-type": type,
      "content-length": String(bytes.byteLength),
      "cache-control": cacheControl,
      "x-content-type-options": "nosniff",
      "x-robots-tag": "noindex",
    },
  });
}

/**
 * The card, cached by anyone (messengers' proxies keep it) for a day, not for good: its address
 * changes with the share's row (previewStamp), so a kept copy is always this state's card, but a
 * share that is disabled or deleted should stop showing its picture in shared caches soon. An older
 * stamp is sent to the current one, never served under the old address.
 */
export async function servePreviewImage(key: string, recipient: string, file: string): Promise<Response> {
  const share = await findOpenShareMeta(key, recipient);
  if (!share) return notFound();
  if (file !== `${previewStamp(share)}.jpg`) return new Response(null, { status: 307, headers: { location: previewImagePath(share), "cache-control": "no-store" } });
  const bytes = await previewImageBytes(share, await frozenOf(share));
  return imageResponse(bytes, "image/jpeg", "public, max-age=86400");
}

const PHOTO_SIDE = 96;
const PHOTOS_KEPT = 100;
const photos = new Map<string, Promise<Buffer | null>>();

/** The sender's profile photo, small (it is shown at 44 px), kept in memory by photo id. */
export async function serveSenderPhoto(key: string, recipient: string): Promise<Response> {
  const share = await findOpenShareMeta(key, recipient);
  if (!share?.senderId || !share.senderPhotoId) return notFound();
  const { senderId, senderPhotoId } = share;
  let photo = photos.get(senderPhotoId);
  if (!photo) {
    photo = readProfilePhoto(senderId).then((bytes) => (bytes ? sharp(bytes).resize(PHOTO_SIDE, PHOTO_SIDE, { fit: "cover" }).webp({ quality: 82 }).toBuffer() : null));
    photo.catch(() => photos.get(senderPhotoId) === photo && photos.delete(senderPhotoId));
  }
  const bytes = await remember(photos, senderPhotoId, photo, PHOTOS_KEPT);
  if (!bytes) return notFound();
  // Private and for a day: the address carries the photo's version (`?v=`), and a disabled share
  // should stop showing it soon.
  return imageResponse(bytes, "image/webp", "private, max-age=86400");
}

import sharp from "sharp";
import { AppError } from "@/lib/http/errors";
import { SIGNATURE_PNG_MAX_BYTES } from "./signing-contracts";

// A drawn signature arrives as a PNG data URL from the share view's pad. It is decoded, checked to be
// a real PNG of a sensible size with something drawn on it, and re-encoded by sharp, so what is kept
// (and later shown to the owner and printed in the signed copy) is pixels we wrote, without any
// metadata or chunks the sender put in.

export const SIGNATURE_MAX_WIDTH = 1600;
export const SIGNATURE_MAX_HEIGHT = 800;
const PREFIX = "data:image/png;base64,";
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const refuse = (messageKey: "signatureImageInvalid" | "signatureImageTooLarge" | "signatureImageEmpty") =>
  new AppError("INVALID_INPUT", messageKey, {}, [{ path: "signature.image", message: `errors.${messageKey}` }]);

/** The PNG bytes to store, or a 400 on `signature.image`. */
export async function signaturePng(dataUrl: string): Promise<Buffer> {
  if (!dataUrl.startsWith(PREFIX)) throw refuse("signatureImageInvalid");
  const base64 = dataUrl.slice(PREFIX.length);
  if (!BASE64.test(base64)) throw refuse("signatureImageInvalid");
  const bytes = Buffer.from(base64, "base64");
  if (bytes.length > SIGNATURE_PNG_MAX_BYTES) throw refuse("signatureImageTooLarge");
  try {
    // The pixel limit bounds what decoding may cost before the size is known.
    const image = sharp(bytes, { limitInputPixels: SIGNATURE_MAX_WIDTH * SIGNATURE_MAX_HEIGHT, failOn: "error" });
    const meta = await image.metadata();
    if (meta.format !== "png" || !meta.width || !meta.height) throw refuse("signatureImageInvalid");
    if (meta.width > SIGNATURE_MAX_WIDTH || meta.height > SIGNATURE_MAX_HEIGHT) throw refuse("signatureImageTooLarge");
    const stats = await image.stats();
    // Nothing drawn: every channel (alpha included) holds one value across the whole picture.
    if (stats.channels.every((channel) => channel.min === channel.max)) throw refuse("signatureImageEmpty");
    return await image.png({ compressionLevel: 9 }).toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    // sharp's own refusals (not an image, truncated, too many pixels) are the sender's bad input.
    throw refuse("signatureImageInvalid");
  }
}

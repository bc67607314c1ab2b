import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import sharp, { type Metadata, type Sharp } from "sharp";
import { AppError } from "@/lib/http/errors";
import type { SavedFile } from "@/lib/http/multipart-stream";
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_LABEL } from "./limits";

// The content-based checks every image upload passes (profile photos, workspace logos and favicons,
// later the media library). sharp reads the bytes themselves, so a file that only claims to be an
// image (by its name or content type) is refused.

/** Configured in ./limits (env MEDIA_MAX_UPLOAD_MB); re-exported for the importers that read it here. */
export { MAX_UPLOAD_BYTES };
/** Refuses decompression bombs: a small file that would decode to gigabytes of pixels. */
export const MAX_INPUT_PIXELS = 50_000_000;
/** The spec's formats (jpg, jpeg, png, bmp, gif, heic, heif) plus WebP, as sharp names them. */
const IMAGE_FORMATS = new Set(["jpeg", "png", "gif", "webp", "heif", "bmp"]);

export interface UploadedImage {
  /** The uploaded bytes, or the temporary file holding them (streamed uploads: lib/http/multipart-stream). */
  source: Buffer | string;
  /** sharp's name of the decoded format: "jpeg", "png", ... */
  format: string;
  width: number;
  height: number;
  /** sha256 of the uploaded bytes. */
  checksum: string;
  /** The client's file name, shortened; for display only, never a storage key. */
  fileName: string;
}

// Streamed uploads are read from temporary files that are removed right after: sharp must not keep
// them open in its file cache.
sharp.cache({ files: 0 });

const notAnImage = () => new AppError("INVALID_INPUT", "imageOnly");

/**
 * The client's file name as shown in the library: only its last path segment (a name such as
 * "../../etc/passwd.jpg" becomes "passwd.jpg"), without control characters, at most 200 characters.
 * Storage keys never use it; this keeps the displayed name honest.
 */
export function displayFileName(name: string, fallback: string): string {
  const base = (name.split(/[\\/]/).pop() ?? "").replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return base && base !== "." && base !== ".." ? base.slice(0, 200) : fallback;
}

/** A sharp pipeline over uploaded bytes (or a file of them), with the pixel limit. */
export const openImage = (source: Buffer | string): Sharp => sharp(source, { limitInputPixels: MAX_INPUT_PIXELS });

/** The upload's bytes (read from its temporary file for streamed uploads). */
export const sourceBytes = (image: UploadedImage): Promise<Buffer> => (typeof image.source === "string" ? readFile(image.source) : Promise.resolve(image.source));

/** The upload's size in bytes: what it will at least take up once stored. */
export const sourceSize = async (image: UploadedImage): Promise<number> =>
  typeof image.source === "string" ? (await stat(image.source)).size : image.source.length;

const tooLarge = () => new AppError("PAYLOAD_TOO_LARGE", "maxFileSize", { size: MAX_UPLOAD_LABEL });

/** The content checks: a real image of an allowed format, within the pixel limit. */
async function inspectImage(source: Buffer | string, checksum: string, fileName: string): Promise<UploadedImage> {
  let meta: Metadata;
  try {
    meta = await openImage(source).metadata();
  } catch {
    throw notAnImage();
  }
  if (!meta.format || !IMAGE_FORMATS.has(meta.format) || !meta.width || !meta.height) throw notAnImage();
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw notAnImage();
  // EXIF orientations 5 to 8 are stored rotated by a quarter turn: width and height as seen are swapped.
  const turned = (meta.orientation ?? 1) >= 5;
  return { source, format: meta.format, width: turned ? meta.height : meta.width, height: turned ? meta.width : meta.height, checksum, fileName };
}

/** Reads an uploaded file and checks that it is a real image of an allowed format and size. */
export async function readImageUpload(file: File, fallbackName = "image"): Promise<UploadedImage> {
  if (file.size === 0) throw notAnImage();
  if (file.size > MAX_UPLOAD_BYTES) throw tooLarge();
  const bytes = Buffer.from(await file.arrayBuffer());
  return inspectImage(bytes, createHash("sha256").update(bytes).digest("hex"), displayFileName(file.name, fallbackName));
}

/** The same checks for a streamed upload, read from its temporary file (never loaded whole). */
export async function readImageFile(file: SavedFile, fallbackName = "image"): Promise<UploadedImage> {
  if (file.size === 0) throw notAnImage();
  if (file.size > MAX_UPLOAD_BYTES) throw tooLarge();
  return inspectImage(file.path, file.checksum, displayFileName(file.name, fallbackName));
}

/** Runs a sharp conversion; a file sharp cannot decode after all is refused as "not an image". */
export async function convertImage<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch {
    throw notAnImage();
  }
}

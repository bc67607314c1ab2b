import sharp from "sharp";
import { db } from "@/lib/db/client";
import { getObject, putObject } from "@/lib/storage";
import { MAX_INPUT_PIXELS } from "./image-upload";

// Media served at a size (GET /api/media/{id}/width/{w}/{h} and /max-width/{w}). Each size is made
// once with sharp, stored next to the original (media/<team>/<media>/sizes/...) with a MediaVariant
// row, and served from storage afterwards. removeMediaFile deletes these files with the media.

export const MIN_VARIANT_SIDE = 16;
export const MAX_VARIANT_SIDE = 4000;

/**
 * Requested sides are rounded UP to one of these steps, so a client cannot fill the disk with
 * thousands of nearly equal sizes (at most 17 widths x 17 heights per format and fit); rounding up
 * means the browser never gets less detail than it asked for.
 */
export const SIZE_STEPS = [80, 160, 240, 320, 480, 640, 800, 960, 1200, 1440, 1600, 1920, 2400, 2880, 3200, 3600, 4000] as const;

export const snapSide = (side: number): number => SIZE_STEPS.find((step) => step >= side) ?? MAX_VARIANT_SIDE;

/**
 * "inside": fits inside width x height; "max-width": only the width is limited (height stored as 0).
 * Both keep the aspect ratio and never enlarge.
 */
export type VariantFit = "inside" | "max-width";

export interface VariantRequest {
  width: number;
  /** Ignored for "max-width". */
  height: number;
  fit: VariantFit;
  /** The request's Accept header: WebP when it names image/webp. */
  accept: string | null;
}

/** The media row fields a variant needs. */
export interface VariantSource {
  id: string;
  storageKey: string;
  mimeType: string;
  checksum: string;
}

type OutputFormat = "webp" | "jpeg" | "png" | "gif";
const MIME: Record<OutputFormat, string> = { webp: "image/webp", jpeg: "image/jpeg", png: "image/png", gif: "image/gif" };
const EXTENSION: Record<OutputFormat, string> = { webp: "webp", jpeg: "jpg", png: "png", gif: "gif" };

/** WebP for browsers that take it (AVIF encodes several times slower, for little gain here); else the original's format. */
function outputFormat(source: VariantSource, accept: string | null): OutputFormat {
  if (accept?.toLowerCase().includes("image/webp")) return "webp";
  if (source.mimeType === "image/png") return "png";
  if (source.mimeType === "image/gif") return "gif";
  return "jpeg";
}

/** What the request resolves to: the snapped box and the format, enough to name and look up the variant. */
export function resolveVariant(source: VariantSource, request: VariantRequest) {
  const width = snapSide(request.width);
  const height = request.fit === "inside" ? snapSide(request.height) : 0;
  const format = outputFormat(source, request.accept);
  const name = `${request.fit}-${width}x${height}.${EXTENSION[format]}`;
  return {
    width,
    height,
    format,
    fit: request.fit,
    mimeType: MIME[format],
    storageKey: `${source.storageKey.slice(0, source.storageKey.lastIndexOf("/"))}/sizes/${name}`,
    /** The bytes depend only on the original's bytes and these settings. */
    etag: `"${source.checksum}-${name}"`,
  };
}

export type ResolvedVariant = ReturnType<typeof resolveVariant>;

async function render(original: Buffer, variant: ResolvedVariant): Promise<Buffer> {
  // GIFs keep their animation; every other original is a single frame.
  const animated = variant.format === "gif" || variant.format === "webp";
  const pipeline = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS, animated }).resize(
    variant.fit === "inside"
      ? { width: variant.width, height: variant.height, fit: "inside", withoutEnlargement: true }
      : { width: variant.width, withoutEnlargement: true },
  );
  if (variant.format === "webp") return pipeline.webp({ quality: 82 }).toBuffer();
  if (variant.format === "png") return pipeline.png().toBuffer();
  if (variant.format === "gif") return pipeline.gif().toBuffer();
  return pipeline.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
}

/**
 * The variant's bytes: from storage when it was made before, else made now from the original and
 * stored. Null when the original's file is missing. Two requests making the same size at once both
 * write the same bytes under the same key; the unique index keeps one row.
 */
export async function variantBytes(source: VariantSource, variant: ResolvedVariant): Promise<Buffer | null> {
  const key = { mediaId: source.id, width: variant.width, height: variant.height, format: variant.format, fit: variant.fit };
  const row = await db.mediaVariant.findUnique({ where: { mediaId_width_height_format_fit: key }, select: { storageKey: true } });
  if (row) {
    const stored = await getObject(row.storageKey);
    if (stored) return stored;
  }
  const original = await getObject(source.storageKey);
  if (!original) return null;
  const bytes = await render(original, variant);
  await putObject(variant.storageKey, bytes);
  try {
    await db.mediaVariant.upsert({
      where: { mediaId_width_height_format_fit: key },
      create: { ...key, storageKey: variant.storageKey, sizeBytes: BigInt(bytes.length) },
      update: { storageKey: variant.storageKey, sizeBytes: BigInt(bytes.length) },
    });
  } catch (error) {
    // Another request created the row between our look-up and upsert: same key, same bytes.
    if ((error as { code?: unknown })?.code !== "P2002") throw error;
  }
  return bytes;
}

/**
 * The answer of a sized-media route for a member: 304 when the browser holds this variant already
 * (checked before any image work), else the bytes. The format depends on Accept, hence `Vary`.
 */
export async function variantResponse(source: VariantSource, request: Request, fit: VariantFit, width: number, height: number) {
  const variant = resolveVariant(source, { fit, width, height, accept: request.headers.get("accept") });
  const headers = { etag: variant.etag, vary: "Accept", "cache-control": "private, max-age=31536000, immutable" };
  if (request.headers.get("if-none-match") === variant.etag) return new Response(null, { status: 304, headers });
  const bytes = await variantBytes(source, variant);
  if (!bytes) return null;
  return new Response(new Uint8Array(bytes), { headers: { ...headers, "content-type": variant.mimeType, "x-content-type-options": "nosniff" } });
}

/** The media row a sized-media route needs, with its workspace for the membership check. */
export function findVariantSource(mediaId: string) {
  return db.media.findUnique({ where: { id: mediaId }, select: { id: true, teamId: true, storageKey: true, mimeType: true, checksum: true } });
}

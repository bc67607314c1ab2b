import { db } from "@/lib/db/client";
import { AppError, notFound } from "@/lib/http/errors";
import { convertImage, openImage, readImageUpload, sourceBytes, type UploadedImage } from "@/lib/media/image-upload";
import { removeMediaFile, storeMediaFile } from "@/lib/media/media-files";
import { getObject } from "@/lib/storage";
import { teamView, teamViewSelect } from "./team-view";

// A workspace's logo and favicon: Media rows of the workspace that Team.logoId / faviconId point at.

export type BrandImage = "logo" | "favicon";

export const LOGO_MAX_WIDTH = 1000;
export const FAVICON_MAX_SIZE = 256;

interface Rendition {
  output: Buffer;
  mimeType: "image/png" | "image/webp";
  width: number;
  height: number;
}

/** Logo: upright, at most 1000 px wide, aspect kept. PNGs stay PNG (sharp edges, transparency), the rest become WebP. */
async function renderLogo(image: UploadedImage): Promise<Rendition> {
  const asPng = image.format === "png";
  const { data, info } = await convertImage(() => {
    const pipeline = openImage(image.source).rotate().resize({ width: LOGO_MAX_WIDTH, withoutEnlargement: true });
    return (asPng ? pipeline.png({ compressionLevel: 9 }) : pipeline.webp({ quality: 90 })).toBuffer({ resolveWithObject: true });
  });
  return { output: data, mimeType: asPng ? "image/png" : "image/webp", width: info.width, height: info.height };
}

/** Favicon: a square PNG, stored as is up to 256 px and scaled down to 256 px above that. */
async function renderFavicon(image: UploadedImage): Promise<Rendition> {
  if (image.format !== "png") throw new AppError("INVALID_INPUT", "faviconNotPng", {}, [{ path: "file", message: "errors.faviconNotPng" }]);
  if (image.width !== image.height) throw new AppError("INVALID_INPUT", "faviconNotSquare", {}, [{ path: "file", message: "errors.faviconNotSquare" }]);
  if (image.width <= FAVICON_MAX_SIZE) return { output: await sourceBytes(image), mimeType: "image/png", width: image.width, height: image.height };
  const output = await convertImage(() => openImage(image.source).resize(FAVICON_MAX_SIZE, FAVICON_MAX_SIZE).png({ compressionLevel: 9 }).toBuffer());
  return { output, mimeType: "image/png", width: FAVICON_MAX_SIZE, height: FAVICON_MAX_SIZE };
}

const column = (kind: BrandImage) => (kind === "logo" ? "logoId" : "faviconId");

/** Stores a new logo or favicon, points the workspace at it and removes the one it replaces. */
export async function setBrandImage(teamId: string, uploadedById: string, kind: BrandImage, file: File) {
  const image = await readImageUpload(file, kind);
  const rendition = kind === "logo" ? await renderLogo(image) : await renderFavicon(image);
  const previous = await db.team.findUnique({ where: { id: teamId }, select: { logoId: true, faviconId: true } });
  if (!previous) throw notFound();
  const media = await storeMediaFile(image, rendition.output, {
    teamId,
    uploadedById,
    name: kind === "logo" ? "Workspace logo" : "Workspace favicon",
    storedAs: `${kind}.${rendition.mimeType === "image/png" ? "png" : "webp"}`,
    mimeType: rendition.mimeType,
    width: rendition.width,
    height: rendition.height,
  });
  const team = await db.team.update({ where: { id: teamId }, data: { [column(kind)]: media.id }, select: teamViewSelect });
  const replaced = previous[column(kind)];
  if (replaced && replaced !== media.id) await removeMediaFile(replaced);
  return teamView(team, true);
}

/** Unsets the logo or favicon and deletes its Media row and file. */
export async function removeBrandImage(teamId: string, kind: BrandImage) {
  const current = await db.team.findUnique({ where: { id: teamId }, select: { logoId: true, faviconId: true } });
  if (!current) throw notFound();
  const team = await db.team.update({ where: { id: teamId }, data: { [column(kind)]: null }, select: teamViewSelect });
  const mediaId = current[column(kind)];
  if (mediaId) await removeMediaFile(mediaId);
  return teamView(team, true);
}

/** The stored image bytes and their type, or null when the workspace has none. */
export async function readBrandImage(teamId: string, kind: BrandImage): Promise<{ bytes: Buffer; mimeType: string } | null> {
  const team = await db.team.findUnique({
    where: { id: teamId },
    select: { logo: { select: { storageKey: true, mimeType: true } }, favicon: { select: { storageKey: true, mimeType: true } } },
  });
  const media = team?.[kind];
  if (!media) return null;
  const bytes = await getObject(media.storageKey);
  return bytes ? { bytes, mimeType: media.mimeType } : null;
}

import { SHARE_IMAGE_DEFAULT_WIDTH, srcSetWidths } from "@/lib/share/urls";

// Addresses around a design template's public preview. Its images and files are served by the
// ordinary media routes with `?design={schabloneId}`, which serve an item only when that design
// template's document lists it (lib/sharing/share-media.ts). Plain functions: the share renderer
// bundle imports them too.

const design = (schabloneId: string) => `design=${encodeURIComponent(schabloneId)}`;

export const designMediaUrl = (mediaId: string, schabloneId: string, width: number = SHARE_IMAGE_DEFAULT_WIDTH) =>
  `/api/media/${encodeURIComponent(mediaId)}/max-width/${width}?${design(schabloneId)}`;

export const designFileUrl = (fileId: string, schabloneId: string) => `/api/misc-file/download/${encodeURIComponent(fileId)}?${design(schabloneId)}`;

/** "url 480w, url 800w, ..." for one image of a design preview (the server never enlarges). */
export function designSrcSet(mediaId: string, schabloneId: string, originalWidth: number | null): string {
  return srcSetWidths(originalWidth)
    .map((width) => `${designMediaUrl(mediaId, schabloneId, width)} ${Math.min(width, originalWidth || width)}w`)
    .join(", ");
}

/** Registration that creates a document from this design once the account exists. */
export const registerWithDesignPath = (schabloneId: string) => `/auth/register?design=${encodeURIComponent(schabloneId)}`;

// Addresses of a share's media and files for its visitors: the ordinary media routes with
// `?share={key}`, which serve an item only when that open share lists it (lib/sharing/share-media.ts).

/** Widths the share view offers in srcset (size steps of lib/media/variants.ts), capped at the original. */
export const SHARE_IMAGE_WIDTHS = [480, 800, 1200, 1600, 2400] as const;
/** The width an image's `src` asks for (browsers without srcset, and the default). */
export const SHARE_IMAGE_DEFAULT_WIDTH = 1600;

const share = (key: string) => `share=${encodeURIComponent(key)}`;

export const shareMediaUrl = (mediaId: string, key: string, width: number = SHARE_IMAGE_DEFAULT_WIDTH) =>
  `/api/media/${encodeURIComponent(mediaId)}/max-width/${width}?${share(key)}`;

export const shareFileUrl = (fileId: string, key: string) => `/api/misc-file/download/${encodeURIComponent(fileId)}?${share(key)}`;

/** Widths worth offering for an image `originalWidth` wide: every step below it, then the original's own step. */
export function srcSetWidths(originalWidth: number | null): number[] {
  if (!originalWidth || originalWidth <= 0) return [...SHARE_IMAGE_WIDTHS];
  const below = SHARE_IMAGE_WIDTHS.filter((width) => width < originalWidth);
  const capped = SHARE_IMAGE_WIDTHS.find((width) => width >= originalWidth);
  return capped ? [...below, capped] : below;
}

/** "url 480w, url 800w, ..." for one image of a share (the server never enlarges, so the last step is the original). */
export function shareSrcSet(mediaId: string, key: string, originalWidth: number | null): string {
  return srcSetWidths(originalWidth)
    .map((width) => `${shareMediaUrl(mediaId, key, width)} ${Math.min(width, originalWidth || width)}w`)
    .join(", ");
}

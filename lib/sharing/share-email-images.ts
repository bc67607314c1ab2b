import { heroMedia } from "@/lib/share/hero-image";
import { shareMediaUrl } from "@/lib/share/urls";
import type { FrozenSnapshot } from "./frozen";

// The pictures of a share's e-mail: the workspace's logo, a preview (the share's landing image, else
// the document's cover) and the sender's photo. All load through the share's own media address
// (`?share={key}`, lib/sharing/share-media.ts), which needs no session, on the share's host, so a
// mail client fetches them like any visitor; the files are twice the display width for sharp screens.
// A PIN share shows nothing of its document: its landing image (which the PIN page shows to anyone
// with the link too) but never the cover.

export interface ShareMailImage {
  src: string;
  width: number;
  height: number;
}

/** Media with the size it was frozen with (null when unknown). */
interface Sized {
  id: string;
  width: number | null;
  height: number | null;
}

export const PREVIEW_BOX = { width: 600, height: 450 } as const;
export const LOGO_BOX = { width: 200, height: 56 } as const;
export const PHOTO_SIZE = 48;

/** The display size of an image inside a box: never enlarged, proportions kept; the box's width when the size is unknown. */
export function fitInside(media: Sized, box: { width: number; height: number }): { width: number; height: number } {
  if (!media.width || !media.height) return { width: box.width, height: Math.round(box.width * 0.6) };
  const scale = Math.min(1, box.width / media.width, box.height / media.height);
  return { width: Math.round(media.width * scale), height: Math.round(media.height * scale) };
}

interface ImagesInput {
  frozen: FrozenSnapshot;
  shareKey: string;
  /** The share's host (shareOrigin), where its media are served. */
  origin: string;
  landingImageId: string | null;
  pinProtected: boolean;
  /** The sender's photo, already listed on the share (null for none). */
  photo: Sized | null;
}

export function shareMailImages({ frozen, shareKey, origin, landingImageId, pinProtected, photo }: ImagesInput) {
  // Only what the share lists is served to its visitors: a frozen media entry.
  const listed = (id: string | null) => (id ? (frozen.media.find((item) => item.id === id) ?? null) : null);
  const at = (media: Sized, box: { width: number; height: number }): ShareMailImage => {
    const size = fitInside(media, box);
    return { src: `${origin}${shareMediaUrl(media.id, shareKey, size.width * 2)}`, ...size };
  };
  const logo = listed(frozen.team.logoId);
  const preview = listed(heroMedia(frozen, landingImageId, pinProtected)?.id ?? null);
  return {
    logo: logo ? at(logo, LOGO_BOX) : null,
    preview: preview ? at(preview, PREVIEW_BOX) : null,
    photo: photo ? at(photo, { width: PHOTO_SIZE, height: PHOTO_SIZE }) : null,
  };
}

import type { BlockRenderContext } from "./definition";

// The attributes of a media <img>: its URL, and where the context knows them (the share view) a
// srcset of width variants with the `sizes` the block gives, plus the intrinsic width and height so
// the browser reserves the box before the bytes arrive (no layout shift).

export interface ImageAttributes {
  src: string;
  srcSet?: string;
  sizes?: string;
  width?: number;
  height?: number;
}

/** `sizes` says how wide the image is shown, e.g. "(min-width: 800px) 760px, 100vw" (default: the page width). */
export function imageAttributes(context: Pick<BlockRenderContext, "mediaUrl" | "mediaImage">, mediaId: string, sizes = "(min-width: 880px) 820px, 100vw"): ImageAttributes {
  const src = context.mediaUrl(mediaId);
  const info = context.mediaImage?.(mediaId);
  if (!info) return { src };
  return { src, srcSet: info.srcSet, sizes, width: info.width, height: info.height };
}

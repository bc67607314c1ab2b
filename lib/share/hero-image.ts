import type { FrozenMedia, FrozenSnapshot } from "@/lib/sharing/frozen";

// Which picture leads a share's landing page and link preview: the landing image the planner chose
// for the share, else the document's own cover (the cover block's background, else the first
// cover-image block's), so a share without a landing image still opens on the document's look.
// A PIN share shows nothing of its document before the PIN (accounts spec §4, §5): only the landing
// image, which the planner chose for this page, may lead it; never a picture of the document.

const isMediaId = (value: unknown): value is string => typeof value === "string" && value.length > 0;

/** The document's cover picture: the cover block's image, else the first top-level cover-image block's. */
export function documentCoverImageId(frozen: FrozenSnapshot): string | null {
  const byOrder = [...frozen.blocks].sort((a, b) => a.order - b.order);
  const cover = byOrder.find((block) => block.segmentType === "cover");
  const coverId = (cover?.content as { imageId?: unknown } | null | undefined)?.imageId;
  if (isMediaId(coverId)) return coverId;
  const coverImage = byOrder.find((block) => block.segmentType === "cover-image" && block.parent === null && isMediaId(block.content));
  return (coverImage?.content as string | undefined) ?? null;
}

export type HeroSource = "landing" | "cover";

/**
 * The media item leading the page, listed in the frozen copy (so its size is known and the share
 * serves it), or null. `pinLocked`: a PIN share, whose document pictures never lead.
 */
export function heroMedia(frozen: FrozenSnapshot, landingImageId: string | null, pinLocked: boolean): (FrozenMedia & { source: HeroSource }) | null {
  const listed = (id: string | null) => (id ? frozen.media.find((item) => item.id === id) : undefined);
  // A landing image is listed by every share made since landing images were frozen with the copy;
  // an older copy may lack it (then its size is unknown).
  const landing = listed(landingImageId) ?? (landingImageId ? { id: landingImageId, width: null, height: null, mimeType: "" } : undefined);
  if (landing) return { ...landing, source: "landing" };
  if (pinLocked) return null;
  const cover = listed(documentCoverImageId(frozen));
  return cover ? { ...cover, source: "cover" } : null;
}

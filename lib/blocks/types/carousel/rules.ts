import { CAROUSEL_LIMITS } from "./definition";

// The carousel's image list rules (workspace spec §5): an image is in a carousel at most once
// ("This image is already added to carousel."), a replaced image keeps its place and its caption.
// Captions are stored apart from the images (metaData.captions, aligned by index with imageList),
// so every change returns both lists, kept the same length. Pure: the editor and the tests share it.

export interface CarouselImages {
  imageList: string[];
  captions: string[];
}

export type CarouselRefusal = { error: "duplicate" | "full" };
export type CarouselChange = CarouselImages | CarouselRefusal;

export const isRefusal = (change: CarouselChange): change is CarouselRefusal => "error" in change;

/** The captions padded with empty ones (or cut) to the image count. */
export const alignCaptions = (imageList: readonly string[], captions: readonly string[]): string[] => imageList.map((_, index) => captions[index] ?? "");

/** Appends an image with no caption; refused when it is already there or the carousel is full. */
export function addImage(imageList: readonly string[], captions: readonly string[], id: string): CarouselChange {
  if (imageList.includes(id)) return { error: "duplicate" };
  if (imageList.length >= CAROUSEL_LIMITS.images) return { error: "full" };
  return { imageList: [...imageList, id], captions: [...alignCaptions(imageList, captions), ""] };
}

/** Puts another image at `index`, keeping its caption; refused when the image is elsewhere in the list. */
export function replaceImage(imageList: readonly string[], captions: readonly string[], index: number, id: string): CarouselChange {
  const at = imageList.indexOf(id);
  if (at !== -1 && at !== index) return { error: "duplicate" };
  return { imageList: imageList.map((current, i) => (i === index ? id : current)), captions: alignCaptions(imageList, captions) };
}

/** Removes the image at `index` with its caption. */
export function removeImage(imageList: readonly string[], captions: readonly string[], index: number): CarouselImages {
  return {
    imageList: imageList.filter((_, i) => i !== index),
    captions: alignCaptions(imageList, captions).filter((_, i) => i !== index),
  };
}

/** Swaps the image at `index` (and its caption) with the one before (-1) or after (1); out of range: unchanged. */
export function moveImage(imageList: readonly string[], captions: readonly string[], index: number, by: -1 | 1): CarouselImages {
  const images = [...imageList];
  const texts = alignCaptions(imageList, captions);
  const other = index + by;
  if (index < 0 || index >= images.length || other < 0 || other >= images.length) return { imageList: images, captions: texts };
  [images[index], images[other]] = [images[other], images[index]];
  [texts[index], texts[other]] = [texts[other], texts[index]];
  return { imageList: images, captions: texts };
}

/** Sets the caption of the image at `index`. */
export function setCaption(imageList: readonly string[], captions: readonly string[], index: number, caption: string): string[] {
  return alignCaptions(imageList, captions).map((current, i) => (i === index ? caption : current));
}

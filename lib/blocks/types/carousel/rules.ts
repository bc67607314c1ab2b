import { CAROUSEL_LIMITS, type CarouselSlide } from "./definition";

// The carousel's slide list rules (workspace spec §5): an image is in a carousel at most once
// ("This image is already added to carousel."), a replaced image keeps its place and its caption.
// Pure: the editor and the tests share it.

export type CarouselRefusal = { error: "duplicate" | "full" };
export type CarouselChange = CarouselSlide[] | CarouselRefusal;

export const isRefusal = (change: CarouselChange): change is CarouselRefusal => "error" in change;

const hasImage = (slides: readonly CarouselSlide[], id: string) => slides.some((slide) => slide.imageId === id);

/** Appends an image with no caption; refused when it is already there or the carousel is full. */
export function addImage(slides: readonly CarouselSlide[], id: string): CarouselChange {
  if (hasImage(slides, id)) return { error: "duplicate" };
  if (slides.length >= CAROUSEL_LIMITS.images) return { error: "full" };
  return [...slides, { imageId: id, caption: "" }];
}

/** Puts another image at `index`, keeping its caption; refused when the image is elsewhere in the list. */
export function replaceImage(slides: readonly CarouselSlide[], index: number, id: string): CarouselChange {
  const at = slides.findIndex((slide) => slide.imageId === id);
  if (at !== -1 && at !== index) return { error: "duplicate" };
  return slides.map((slide, i) => (i === index ? { ...slide, imageId: id } : slide));
}

/** Sets the caption of the slide at `index`. */
export const setCaption = (slides: readonly CarouselSlide[], index: number, caption: string): CarouselSlide[] =>
  slides.map((slide, i) => (i === index ? { ...slide, caption } : slide));

import type { MediaImageInfo } from "../../definition";

// The `sizes` attribute of block images: how wide each image is shown, so the browser picks the
// smallest srcset variant that is still sharp. The page column is 820 px wide from an 880 px
// viewport up (the default of imageAttributes), about the whole viewport below. Object-cover
// images in a box of fixed height are shown wider than their box when the image is wider than
// the box's shape (the sides are cropped), so their width is scaled up to cover the box.

export const PAGE_WIDTH = 820;
export const PAGE_BREAKPOINT = 880;
/** The narrowest phone we size for (the smallest viewport of the last step). */
const MIN_VIEWPORT = 320;
/** A panorama in a square would ask for a huge variant; past this the crop hides it anyway. */
const MAX_COVER_SCALE = 4;

/** From viewport `from` px up, the image's box is `px` wide or `vw` percent of the viewport. */
export interface SizeStep {
  from: number;
  px?: number;
  vw?: number;
  /** Object-cover box of fixed height (px), or of a fixed shape (height / width, e.g. 1 for a square). */
  height?: number;
  ratio?: number;
}

/** The box width at the narrowest viewport of the step: where covering needs the most scaling. */
const boxWidth = (step: SizeStep) => step.px ?? ((step.vw ?? 100) * Math.max(step.from, MIN_VIEWPORT)) / 100;

/** How much wider than its box an object-cover image is shown (1 when it fits the box's shape). */
function coverScale(step: SizeStep, info: MediaImageInfo | undefined): number {
  if (!info || info.width <= 0 || info.height <= 0) return 1;
  const width = boxWidth(step);
  const height = step.height ?? (step.ratio !== undefined ? width * step.ratio : undefined);
  if (height === undefined || width <= 0) return 1;
  return Math.min(MAX_COVER_SCALE, Math.max(1, (height * info.width) / info.height / width));
}

/** Steps from the widest viewport down; the last step (from 0) applies below all others. */
export function sizesOf(steps: readonly SizeStep[], info?: MediaImageInfo): string {
  return steps
    .map((step) => {
      const scale = coverScale(step, info);
      const length = step.px !== undefined ? `${Math.round(step.px * scale)}px` : `${Math.round((step.vw ?? 100) * scale)}vw`;
      return step.from > 0 ? `(min-width: ${step.from}px) ${length}` : length;
    })
    .join(", ");
}

/** A share of the page column (1 = the whole column). */
export const pageSteps = (share = 1): SizeStep[] => [
  { from: PAGE_BREAKPOINT, px: PAGE_WIDTH * share },
  { from: 0, vw: 100 * share },
];

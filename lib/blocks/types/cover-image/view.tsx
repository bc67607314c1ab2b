import type { BlockRenderContext, BlockViewProps } from "../../definition";
import { imageAttributes } from "../../media-image";
import { genericImageAlt } from "../image/alt";
import { MissingImage } from "../image/missing-image";
import { pageSteps, sizesOf } from "../image/sizes";
import type { CoverImageContent, CoverImageMeta } from "./definition";

const POSITION = { top: "object-top", center: "object-center", bottom: "object-bottom" } as const;

/** The column's width, wider where the fixed height crops the image's sides (object-cover). */
const coverImageSizes = (mediaId: string, height: number, context: BlockRenderContext) =>
  sizesOf(
    pageSteps().map((step) => ({ ...step, height })),
    context.mediaImage?.(mediaId),
  );

export function CoverImageView({ block, context }: BlockViewProps<CoverImageContent, CoverImageMeta>) {
  const { height, focal } = block.metaData;
  if (!block.content) return context.mode === "editor" ? <MissingImage label={context.labels.imageMissing} /> : null;
  return (
    // Full bleed: the image spans the block's whole width and is cropped to the chosen height.
    <div className="w-full overflow-hidden" style={{ height }}>
      {/* eslint-disable-next-line @next/next/no-img-element -- rendered to static HTML for the share view; URLs come from the context */}
      <img
        {...imageAttributes(context, block.content, coverImageSizes(block.content, height, context))}
        alt={genericImageAlt(context)}
        // Usually at the top of the page: not lazy, so the browser fetches it with the first bytes.
        loading="eager"
        decoding="async"
        className={`block size-full object-cover ${POSITION[focal]}`}
      />
    </div>
  );
}

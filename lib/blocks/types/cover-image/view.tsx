import type { BlockViewProps } from "../../definition";
import { genericImageAlt } from "../image/alt";
import { MissingImage } from "../image/missing-image";
import type { CoverImageContent, CoverImageMeta } from "./definition";

const POSITION = { top: "object-top", center: "object-center", bottom: "object-bottom" } as const;

export function CoverImageView({ block, context }: BlockViewProps<CoverImageContent, CoverImageMeta>) {
  const { height, focal } = block.metaData;
  if (!block.content) return context.mode === "editor" ? <MissingImage label={context.labels.imageMissing} /> : null;
  return (
    // Full bleed: the image spans the block's whole width and is cropped to the chosen height.
    <div className="w-full overflow-hidden" style={{ height }}>
      {/* eslint-disable-next-line @next/next/no-img-element -- rendered to static HTML for the share view; URLs come from the context */}
      <img
        src={context.mediaUrl(block.content)}
        alt={genericImageAlt(context)}
        loading="lazy"
        decoding="async"
        className={`block size-full object-cover ${POSITION[focal]}`}
      />
    </div>
  );
}

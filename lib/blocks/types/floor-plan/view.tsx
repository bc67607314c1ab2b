import type { BlockViewProps } from "../../definition";
import { imageAttributes } from "../../media-image";
import { imageAlt } from "../image/alt";
import { MissingImage } from "../image/missing-image";
import type { FloorPlanContent, FloorPlanMeta } from "./definition";
import { FloorPlanIsland } from "./floor-plan-island";

// The floor plan (no hooks: server-rendered for the share view): the image fitted in a bordered box
// of the chosen height, its caption under it. FloorPlanIsland (client) adds zooming once the reader
// nears it, and the link to the full-size image, which works without JavaScript.

export function FloorPlanView({ block, context }: BlockViewProps<FloorPlanContent, FloorPlanMeta>) {
  const { imageId, caption } = block.content;
  if (!imageId) return context.mode === "editor" ? <MissingImage label={context.labels.imageMissing} /> : null;
  const text = caption.trim();
  const src = context.mediaUrl(imageId);
  // Width variants where the context knows them (the share view); the plan is shown page-wide.
  const image = imageAttributes(context, imageId);
  return (
    <figure className="m-0 flex flex-col gap-2">
      {/* Keyed by the image: another image starts unzoomed. */}
      <FloorPlanIsland key={src} href={src} height={block.metaData.height} ratio={image.width && image.height ? image.width / image.height : undefined}>
        {/* eslint-disable-next-line @next/next/no-img-element -- rendered to static HTML for the share view; URLs come from the context */}
        <img src={src} srcSet={image.srcSet} sizes={image.sizes} width={image.width} height={image.height} alt={imageAlt(text, context)} loading="lazy" decoding="async" draggable={false} className="block size-full object-contain" />
      </FloorPlanIsland>
      {text && <figcaption className="text-sm leading-snug text-ink-700">{text}</figcaption>}
    </figure>
  );
}

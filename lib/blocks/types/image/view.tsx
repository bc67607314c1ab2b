import type { BlockRenderContext, BlockViewProps } from "../../definition";
import { imageAttributes } from "../../media-image";
import { imageAlt } from "./alt";
import type { ImageContent, ImageMeta } from "./definition";
import { MissingImage } from "./missing-image";
import { PAGE_BREAKPOINT, PAGE_WIDTH, pageSteps, sizesOf } from "./sizes";

const JUSTIFY = { left: "justify-start", center: "justify-center", right: "justify-end" } as const;

/** The figure's width: the column, a chosen percentage of it, or (undefined) the image's own size. */
export function imageWidth(meta: ImageMeta): string | undefined {
  if (meta.autoFitWidth) return "100%";
  if (meta.allowWidthChange && meta.userSpecifiedWidth !== null) return `${meta.userSpecifiedWidth}%`;
  return undefined;
}

/** How wide the image is shown: the column, a share of it, or its own width capped by the column. */
function imageSizes(meta: ImageMeta, mediaId: string, context: BlockRenderContext): string {
  if (meta.autoFitWidth) return sizesOf(pageSteps());
  if (meta.allowWidthChange && meta.userSpecifiedWidth !== null) return sizesOf(pageSteps(meta.userSpecifiedWidth / 100));
  const natural = context.mediaImage?.(mediaId)?.width;
  if (!natural || natural >= PAGE_WIDTH) return sizesOf(pageSteps());
  // Smaller than a phone: always its own width; otherwise its own width on wide screens.
  return natural <= 320 ? `${natural}px` : sizesOf([{ from: PAGE_BREAKPOINT, px: natural }, { from: 0, vw: 100 }]);
}

export function ImageView({ block, context }: BlockViewProps<ImageContent, ImageMeta>) {
  const meta = block.metaData;
  if (!block.content) return context.mode === "editor" ? <MissingImage label={context.labels.imageMissing} /> : null;
  const caption = meta.hasCaption ? meta.imgCaption.trim() : "";
  const width = imageWidth(meta);
  const overlay = meta.overlaySettings;
  return (
    <div className={`flex ${JUSTIFY[meta.align]}`}>
      <figure className="relative m-0 max-w-full" style={{ width }}>
        {/* eslint-disable-next-line @next/next/no-img-element -- rendered to static HTML for the share view; URLs come from the context */}
        <img
          {...imageAttributes(context, block.content, imageSizes(meta, block.content, context))}
          alt={imageAlt(meta.imgCaption, context)}
          loading="lazy"
          decoding="async"
          className={`block h-auto ${width ? "w-full" : "max-w-full"}`}
        />
        {caption && (
          <figcaption
            className="absolute bottom-3 left-1/2 -translate-x-1/2 bg-black/55 text-center text-sm leading-snug text-white"
            style={{
              width: `${overlay.width}%`,
              padding: `${overlay.paddingTop}px ${overlay.paddingRight}px ${overlay.paddingBottom}px ${overlay.paddingLeft}px`,
              border: overlay.borderThickness ? `${overlay.borderThickness}px solid ${overlay.borderColor}` : undefined,
            }}
          >
            {caption}
          </figcaption>
        )}
      </figure>
    </div>
  );
}

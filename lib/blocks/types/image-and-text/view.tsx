import type { BlockViewProps } from "../../definition";
import { imageAttributes } from "../../media-image";
import { isBlankHtml, PROSE_CLASSES } from "../../rich-text/prose";
import { sanitizeRichText } from "../../sanitize";
import { genericImageAlt } from "../image/alt";
import { MissingImage } from "../image/missing-image";
import { PAGE_BREAKPOINT, PAGE_WIDTH, sizesOf } from "../image/sizes";
import type { ImageAndTextContent, ImageAndTextMeta } from "./definition";
import { ImageAndTextLayout } from "./layout";

/**
 * The image column's share of the page (the layout's --image-column). Below a 640 px block the
 * columns stack and the image is full width; side by side is assumed only from a 700 px viewport
 * (page margins of up to 30 px a side), so the guess errs wide.
 */
const imageAndTextSizes = (splitterWidth: number) =>
  sizesOf([
    { from: PAGE_BREAKPOINT, px: (PAGE_WIDTH * splitterWidth) / 100 },
    { from: 700, vw: splitterWidth },
    { from: 0, vw: 100 },
  ]);

export function ImageAndTextView({ block, context }: BlockViewProps<ImageAndTextContent, ImageAndTextMeta>) {
  const { imageId, html } = block.content;
  const editing = context.mode === "editor";
  // Stored HTML was sanitized on write; cleaning it again here keeps an old or imported row safe.
  const safeHtml = sanitizeRichText(html);
  if (!editing && !imageId && isBlankHtml(safeHtml)) return null;
  return (
    <ImageAndTextLayout
      meta={block.metaData}
      image={
        imageId ? (
          // eslint-disable-next-line @next/next/no-img-element -- rendered to static HTML for the share view; URLs come from the context
          <img {...imageAttributes(context, imageId, imageAndTextSizes(block.metaData.splitterWidth))} alt={genericImageAlt(context)} loading="lazy" decoding="async" className="block h-auto w-full" />
        ) : (
          editing && <MissingImage label={context.labels.imageMissing} />
        )
      }
      text={<div className={PROSE_CLASSES} dangerouslySetInnerHTML={{ __html: safeHtml }} />}
    />
  );
}

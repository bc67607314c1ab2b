import type { BlockViewProps } from "../../definition";
import { isBlankHtml, PROSE_CLASSES } from "../../rich-text/prose";
import { sanitizeRichText } from "../../sanitize";
import { genericImageAlt } from "../image/alt";
import { MissingImage } from "../image/missing-image";
import type { ImageAndTextContent, ImageAndTextMeta } from "./definition";
import { ImageAndTextLayout } from "./layout";

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
          <img src={context.mediaUrl(imageId)} alt={genericImageAlt(context)} loading="lazy" decoding="async" className="block h-auto w-full" />
        ) : (
          editing && <MissingImage label={context.labels.imageMissing} />
        )
      }
      text={<div className={PROSE_CLASSES} dangerouslySetInnerHTML={{ __html: safeHtml }} />}
    />
  );
}

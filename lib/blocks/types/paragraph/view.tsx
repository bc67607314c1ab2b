import type { BlockViewProps } from "../../definition";
import { isBlankHtml, PROSE_CLASSES } from "../../rich-text/prose";
import { sanitizeRichText } from "../../sanitize";
import type { ParagraphContent, ParagraphMeta } from "./definition";

export function ParagraphView({ block, context }: BlockViewProps<ParagraphContent, ParagraphMeta>) {
  // Sanitized again at render time: rows written before the allow-list changed, or by an import,
  // must not reach a reader unfiltered.
  const html = sanitizeRichText(block.content ?? "");
  if (isBlankHtml(html)) {
    return context.mode === "editor" ? <p className="text-ink-500" style={{ fontSize: block.metaData.fontSize }}>{context.labels.placeholder}</p> : null;
  }
  return <div className={PROSE_CLASSES} style={{ fontSize: block.metaData.fontSize }} dangerouslySetInnerHTML={{ __html: html }} />;
}

import type { BlockViewProps } from "../../definition";
import { PROSE_CLASSES } from "../../rich-text/prose";
import { sanitizeHtmlCode } from "../../sanitize";
import type { HtmlCodeContent, HtmlCodeMeta } from "./definition";

// The page's CSS reset flattens headings, quotes and tables; authors expect their markup to look
// like HTML does by default. Their own inline styles still win.
const MARKUP_DEFAULTS = [
  "[&_h1]:text-[2em] [&_h2]:text-[1.5em] [&_h3]:text-[1.25em] [&_h4]:text-[1.1em] [&_:is(h1,h2,h3,h4,h5,h6)]:font-semibold [&_:is(h1,h2,h3,h4,h5,h6)]:leading-tight",
  "[&_:is(h1,h2,h3,h4,h5,h6,table,blockquote,figure,pre,hr,dl)]:my-[0.75em] [&_blockquote]:border-l-4 [&_blockquote]:border-current/20 [&_blockquote]:pl-[1em]",
  "[&_pre]:overflow-x-auto [&_code]:font-mono [&_hr]:border-current/25 [&_img]:inline-block [&_img]:h-auto [&_img]:max-w-full",
  "[&_table]:border-collapse [&_:is(td,th)]:border [&_:is(td,th)]:border-current/20 [&_:is(td,th)]:px-2 [&_:is(td,th)]:py-1 [&_th]:text-left [&_th]:font-semibold",
].join(" ");

export function HtmlCodeView({ block, context }: BlockViewProps<HtmlCodeContent, HtmlCodeMeta>) {
  // Sanitized at render time too: stored rows may predate the current allow-list.
  const html = sanitizeHtmlCode(block.content ?? "");
  if (!html.trim()) {
    return context.mode === "editor" ? <p className="text-ink-500">{context.labels.placeholder}</p> : null;
  }
  return <div className={`html-code max-w-full overflow-x-auto ${PROSE_CLASSES} ${MARKUP_DEFAULTS}`} dangerouslySetInnerHTML={{ __html: html }} />;
}

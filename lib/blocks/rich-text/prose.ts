// The look of rich text (paragraphs, image-and-text, headers and footers), shared by the read-only
// views and the Tiptap editor so what the author types looks like what the client reads. Sizes are
// in em so the block's text size scales everything; colours follow the document's text colour.
export const PROSE_CLASSES = [
  "break-words leading-relaxed",
  "[&_p]:my-0 [&_p]:min-h-[1lh] [&_p+p]:mt-[0.75em] [&_p+ul]:mt-[0.5em] [&_p+ol]:mt-[0.5em] [&_ul+p]:mt-[0.5em] [&_ol+p]:mt-[0.5em]",
  "[&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-[1.5em] [&_ol]:pl-[1.5em] [&_li]:my-[0.25em] [&_li>p]:my-0",
  "[&_a]:text-[var(--doc-link,inherit)] [&_a]:underline [&_a]:underline-offset-2",
  "[&_u]:underline [&_s]:line-through [&_strong]:font-semibold",
].join(" ");

/** True when the HTML holds no visible text (Tiptap's empty document is "<p></p>"). */
export const isBlankHtml = (html: string): boolean => !html.replace(/<[^>]*>/g, "").replace(/&nbsp;|\s/g, "").length;

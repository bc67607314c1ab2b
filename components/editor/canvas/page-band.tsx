import { PROSE_CLASSES } from "@/lib/blocks/rich-text/prose";
import { sanitizeRichText } from "@/lib/blocks/sanitize";

/** The document's header or footer on the page: rich text from the panel, sanitized again here. */
export function PageBand({ html, position }: { html: unknown; position: "header" | "footer" }) {
  if (typeof html !== "string" || !html.trim()) return null;
  return (
    <div
      data-page-band={position}
      className={`${PROSE_CLASSES} text-[0.8em] text-ink-600 ${position === "header" ? "mb-6 border-b border-ink-100 pb-3" : "mt-8 border-t border-ink-100 pt-3"}`}
      dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }}
    />
  );
}

import type { CSSProperties, ReactNode } from "react";
import { DOC_CSS_ATTRIBUTE, documentCssSelector, scopeCustomCss } from "@/lib/documents/css-scope";

// A document's custom CSS in the editor and every rendered view (no hooks: server components use it
// as is). Two guarantees keep it inside the document:
//   1. scopeCustomCss puts every selector under `[data-doc-css="<id>"]` and drops what could reach
//      further (see lib/documents/css-scope.ts); its output never contains "<", so the text of the
//      <style> element cannot close it (React writes style text unescaped).
//   2. The scope element sits inside a container no selector can reach, which contains layout and
//      paint: positioned, transformed or oversized content (also from the html block's classes and
//      inline styles) is clipped to the document and stacks below whatever is around it.

/** Props the element around a document's blocks carries so its custom CSS applies there: `{ "data-doc-css": id }`. */
export const documentCssScope = (documentId: string) => ({ [DOC_CSS_ATTRIBUTE]: documentId }) as { "data-doc-css": string };

/** Style of the container around the scope element (custom CSS can select the scope itself, never this). */
export const DOCUMENT_CSS_CONTAINER_STYLE: CSSProperties = { contain: "layout paint", isolation: "isolate", overflow: "clip" };

/** The same as Tailwind classes, for containers styled by class. */
export const DOCUMENT_CSS_CONTAINER_CLASS = "[contain:layout_paint] isolate overflow-clip";

/** The document's custom CSS, scoped; nothing when there is none or nothing of it is safe. */
export function DocumentCss({ documentId, css }: { documentId: string; css: string | null | undefined }) {
  const scoped = css ? scopeCustomCss(css, documentCssSelector(documentId)) : "";
  return scoped ? <style>{scoped}</style> : null;
}

/**
 * A document's content with its style and custom CSS: the containing element, the <style>s, and the
 * scope element (which gets className) around the children. `styleCss` is the document's style for
 * this scope (lib/doc-styles/css.ts, computed by the caller, which can cache it); it comes first so
 * the document's own custom CSS wins over it. `page` marks the scope element itself as the page
 * surface (the style's background and text colour), for views whose page is the scope.
 */
export function DocumentCssScope({
  documentId,
  css,
  styleCss,
  page,
  className,
  children,
}: {
  documentId: string;
  css: string | null | undefined;
  styleCss?: string;
  page?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div style={DOCUMENT_CSS_CONTAINER_STYLE}>
      {styleCss && <style>{styleCss}</style>}
      <DocumentCss documentId={documentId} css={css} />
      <div {...documentCssScope(documentId)} data-doc-page={page ? "" : undefined} className={className}>
        {children}
      </div>
    </div>
  );
}

import type { BlockRenderContext } from "@/lib/blocks/definition";
import { BlockTree } from "@/lib/blocks/render";
import { DocumentCssScope } from "@/components/documents/document-css";
import type { FrozenSnapshot } from "@/lib/sharing/frozen";

// The frozen document as a reader sees it: the shared document page and the design preview both
// render it through this one component, so a design previews exactly as a shared document looks.

export function FrozenArticle({ frozen, context, styleCss }: { frozen: FrozenSnapshot; context: BlockRenderContext; styleCss: string }) {
  return (
    <article aria-label={frozen.document.title} className="overflow-hidden shadow-sm ring-1 ring-ink-100 sm:rounded-xl">
      <DocumentCssScope documentId={frozen.document.id} css={frozen.document.customCss} styleCss={styleCss} page className="bg-surface px-5 py-8 sm:px-10 sm:py-12">
        <BlockTree rows={frozen.blocks} context={context} />
      </DocumentCssScope>
    </article>
  );
}

/** The style's Google font sheets (the browser fetches them; a page without them falls back to the generic family). */
export function FontLinks({ hrefs }: { hrefs: string[] }) {
  return hrefs.map((href) => <link key={href} rel="stylesheet" href={href} />);
}

"use client";

import { useTranslations } from "next-intl";
import { useEffect, useMemo, useRef, useState } from "react";
import { DocumentCssScope } from "@/components/documents/document-css";
import { StyleFontLinks } from "@/components/documents/style-fonts";
import { useDocumentStyle } from "@/components/documents/use-document-style";
import type { BlockRenderContext } from "@/lib/blocks/definition";
import { BlockTree } from "@/lib/blocks/render";
import type { DocStyleData } from "@/lib/doc-styles/schema";
import { mediaUrl, miscFileUrl } from "@/lib/documents/view";
import { sampleDocumentRows } from "./sample-document";
import { useBlockLabels } from "./use-block-labels";

/** The sample page's width in px; narrower previews zoom it down, as the editor zooms its page. */
const PAGE_WIDTH = 680;
const NO_NUMBERING: ReadonlyMap<string, string> = new Map();

export interface StylePreviewProps {
  style: DocStyleData;
  /** The scope the style's CSS is written for (one per style, like a document's id). */
  scopeId: string;
  team: BlockRenderContext["team"];
}

/**
 * The style applied to a sample document, through the same pieces as a real one: the block views
 * (BlockTree), the document's CSS scope, the style's CSS for that scope and its Google font sheets.
 * Only the <style> changes while the user edits; the blocks render once.
 */
export function StylePreview({ style, scopeId, team }: StylePreviewProps) {
  const t = useTranslations("docStyles");
  const labels = useBlockLabels();
  const frameRef = useRef<HTMLDivElement>(null);
  const zoom = useFitZoom(frameRef, PAGE_WIDTH);
  const rows = useMemo(() => sampleDocumentRows((key) => t(`sample.${key}`), team.defaultCurrency), [t, team.defaultCurrency]);
  const context = useMemo<BlockRenderContext>(
    () => ({ mediaUrl: (id) => mediaUrl(id) ?? "", fileUrl: miscFileUrl, team, numbering: NO_NUMBERING, mode: "view", labels }),
    [team, labels],
  );
  const tree = useMemo(() => <BlockTree rows={rows} context={context} />, [rows, context]);
  const { styleCss: css, fontHrefs } = useDocumentStyle(scopeId, style);

  return (
    <div ref={frameRef} className="w-full">
      <StyleFontLinks hrefs={fontHrefs} />
      <div style={{ width: PAGE_WIDTH, zoom }} className="mx-auto">
        <DocumentCssScope documentId={scopeId} css={null} styleCss={css}>
          <div
            data-doc-page=""
            data-testid="style-preview-page"
            className="bg-white px-14 py-12 text-ink-900 shadow-[0_1px_3px_rgba(30,20,10,0.08),0_8px_24px_rgba(30,20,10,0.06)] ring-1 ring-ink-200"
          >
            {tree}
          </div>
        </DocumentCssScope>
      </div>
    </div>
  );
}

/** The zoom that fits a page of `width` px into the element (at most 1), following its size. */
function useFitZoom(ref: React.RefObject<HTMLElement | null>, width: number): number {
  const [zoom, setZoom] = useState(1);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setZoom(Math.min(1, Math.max(0.3, element.clientWidth / width)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, width]);
  return zoom;
}

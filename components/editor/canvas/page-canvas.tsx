"use client";

import { useTranslations } from "next-intl";
import { useMemo, useRef } from "react";
import { Button, cx, EmptyState } from "@/components/ui";
import { PlusIcon } from "@/components/ui/icons";
import { DocumentIcon } from "@/components/ui/icons";
import { PAGE_WIDTH_PX } from "@/lib/blocks/constants";
import { BlockViewContent } from "@/lib/blocks/view-content";
import { buildBlockTree, flattenTree } from "@/lib/blocks/tree";
import type { EditorBlock } from "../state/types";
import { BlockAnnouncer } from "./block-announcer";
import { BlockFrame } from "./block-frame";
import { CanvasContext, type CanvasShared } from "./canvas-context";
import { InsertPoint } from "./insert-point";
import { PageBand } from "./page-band";
import { useCanvasKeys } from "./use-canvas-keys";
import { usePresentationFocus } from "./use-presentation-focus";

/**
 * Keyboard focus shows on every place to type in a block, whatever its editor's own classes say
 * (several draw their text as the page does, outline-none): in the editor's colour where it sets one
 * (white on a cover image), else the app's; rich text's own is too faint. A block's frame shows focus
 * apart from its ring, which says which block is selected.
 */
const FOCUS_OUTLINES = [
  "[&_[data-block-id]_:is(input,textarea,[contenteditable=true]):focus-visible]:outline-solid",
  "[&_[data-block-id]_:is(input,textarea,[contenteditable=true]):focus-visible]:outline-2",
  "[&_[data-block-id]_[contenteditable=true]:focus-visible]:outline-accent-600",
  "[&_[data-block-id]:focus-visible]:[outline:2px_solid_var(--color-accent-600)]",
  "[&_[data-block-id]:focus-visible]:outline-offset-4",
].join(" ");

/** Paper height over width: A4 21x29.7 cm, US legal 21.59x35.6 cm (workspace spec §9). */
const PAPER_RATIO = { A4: 29.7 / 21, "us-legal": 35.6 / 21.59 } as const;

export interface PageCanvasProps {
  blocks: Record<string, EditorBlock>;
  selectedId: string | null;
  shared: CanvasShared;
  paperSize: "A4" | "us-legal";
  margins: { top: number; right: number; bottom: number; left: number } | null;
  zoom: number;
  /** Presentation: the blocks as a reader sees them, no editing chrome. */
  presenting: boolean;
  onAddCover: (() => void) | null;
  /** The document's header and footer (sanitized rich text), shown at the top and bottom of the page. */
  header: unknown;
  footer: unknown;
}

/**
 * The document's page at 940 px (zoomed), with its margins: the cover first, then the blocks in
 * reading order. Blocks are drawn as a flat list indented by depth (not nested elements), so each
 * block frame is memoized on its own row and typing re-renders one block only. The keyboard moves
 * between the blocks' frames and into and out of them (use-canvas-keys.ts).
 */
export function PageCanvas({ blocks, selectedId, shared, paperSize, margins, zoom, presenting, onAddCover, header, footer }: PageCanvasProps) {
  const t = useTranslations("editor");
  const { flat, fixed, rootCount, position } = useMemo(() => {
    const tree = buildBlockTree(Object.values(blocks));
    const flat = flattenTree(tree.roots);
    // Each block's position among its siblings: "add a block here" below it inserts at position + 1
    // (orders may have gaps in imported documents, positions never do).
    const position = new Map<string, number>();
    tree.roots.forEach((node, at) => position.set(node.id, at));
    for (const node of flat) node.children.forEach((child, at) => position.set(child.id, at));
    return { flat, fixed: tree.fixed, rootCount: tree.roots.length, position };
  }, [blocks]);
  const padding = margins ?? { top: 56, right: 64, bottom: 56, left: 64 };
  const onKeyDown = useCanvasKeys(shared, blocks);
  const pageRef = useRef<HTMLDivElement>(null);
  usePresentationFocus(pageRef, presenting);

  return (
    <CanvasContext.Provider value={shared}>
      <BlockAnnouncer />
      <div
        ref={pageRef}
        data-testid="editor-page"
        data-doc-page=""
        onKeyDown={onKeyDown}
        // Presenting, the page takes focus so the keyboard scrolls it (use-presentation-focus.ts).
        tabIndex={presenting ? -1 : undefined}
        className={cx(
          "mx-auto bg-white shadow-[0_1px_3px_rgba(30,20,10,0.08),0_8px_24px_rgba(30,20,10,0.06)] ring-1 ring-ink-200",
          presenting ? "outline-none" : FOCUS_OUTLINES,
        )}
        style={{
          width: PAGE_WIDTH_PX,
          minHeight: Math.round(PAGE_WIDTH_PX * PAPER_RATIO[paperSize]),
          padding: `${padding.top}px ${padding.right}px ${padding.bottom}px ${padding.left}px`,
          zoom,
          ["--page-zoom" as string]: zoom,
        }}
      >
        <PageBand html={header} position="header" />
        {fixed.map((block) =>
          presenting || shared.readOnly ? (
            <BlockViewContent key={block.id} row={block} context={shared.render} />
          ) : (
            <BlockFrame key={block.id} block={block} depth={1} selected={selectedId === block.id} insertParent={null} insertIndex={0} />
          ),
        )}
        {!presenting && !shared.readOnly && onAddCover && fixed.length === 0 && (
          <div className="mb-4 flex justify-end">
            <Button size="sm" variant="ghost" onClick={onAddCover}>
              <PlusIcon />
              {t("addCover")}
            </Button>
          </div>
        )}

        {flat.length === 0 ? (
          <EmptyState
            icon={<DocumentIcon />}
            title={t("empty.title")}
            text={shared.readOnly ? t("empty.readOnlyText") : t("empty.text")}
            action={
              !shared.readOnly && shared.canAdd ? (
                <Button onClick={() => shared.requestInsert({ parent: null, index: 0 })}>
                  <PlusIcon />
                  {t("empty.action")}
                </Button>
              ) : undefined
            }
          />
        ) : presenting || shared.readOnly ? (
          <div className="flex flex-col gap-[var(--doc-block-gap,1.25rem)]">
            {flat.map((block) => (
              <div key={block.id} style={{ marginLeft: `${(block.depth - 1) * 1.5}rem` }}>
                <BlockViewContent row={block} context={shared.render} />
              </div>
            ))}
          </div>
        ) : (
          <div className="flex flex-col">
            {shared.canAdd && <InsertPoint target={{ parent: null, index: 0 }} />}
            {flat.map((node) => {
              const hasChildren = node.children.length > 0;
              return (
                <BlockFrame
                  key={node.id}
                  block={blocks[node.id]}
                  depth={node.depth}
                  selected={selectedId === node.id}
                  insertParent={hasChildren ? node.id : node.parent}
                  insertIndex={hasChildren ? 0 : (position.get(node.id) ?? 0) + 1}
                />
              );
            })}
            {shared.canAdd && (
              <div className="mt-4 flex justify-center">
                <Button variant="secondary" onClick={() => shared.requestInsert({ parent: null, index: rootCount })}>
                  <PlusIcon />
                  {t("addBlock")}
                </Button>
              </div>
            )}
          </div>
        )}
        <PageBand html={footer} position="footer" />
      </div>
    </CanvasContext.Provider>
  );
}

import type { BlockRenderContext } from "./definition";
import { readBlock, type StoredBlock } from "./parse";
import { blockModule } from "./registry";
import { buildBlockTree, type TreeNode, type TreeRow } from "./tree";
import { UnknownBlockNote } from "./unknown-block";

// The one read-only renderer of a document's blocks (editor preview, presentation, design previews,
// the public share view). It has no hooks and no browser code: a server component turns it into
// plain HTML, and the editor renders the very same components.

export type RenderRow = StoredBlock & TreeRow;

/** One block by its type's renderer; a type the registry does not know shows the spec's message. */
export function BlockContent({ row, context }: { row: StoredBlock; context: BlockRenderContext }) {
  const blockEntry = blockModule(row.segmentType);
  if (!blockEntry) return <UnknownBlockNote type={row.segmentType} context={context} />;
  const { View } = blockEntry;
  return <View block={readBlock(row)} context={context} />;
}

function BlockNode({ node, context }: { node: TreeNode<RenderRow>; context: BlockRenderContext }) {
  return (
    <div data-block-id={node.id} data-block-type={node.segmentType} className="doc-block">
      <BlockContent row={node} context={context} />
      {node.children.length > 0 && (
        <div className="doc-block-children pl-[calc(var(--doc-indent,1.5rem))]">
          {node.children.map((child) => (
            <BlockNode key={child.id} node={child} context={context} />
          ))}
        </div>
      )}
    </div>
  );
}

/** A document's blocks: fixed blocks (the cover) first, then the flow, nested as stored. */
export function BlockTree({ rows, context }: { rows: readonly RenderRow[]; context: BlockRenderContext }) {
  const { roots, fixed } = buildBlockTree(rows);
  return (
    // break-words: a word or URL longer than its line wraps (inherited by every block) instead of
    // running past the page, which clips it.
    <div className="doc-blocks flex flex-col gap-[var(--doc-block-gap,1.25rem)] break-words">
      {fixed.map((row) => (
        <div key={row.id} data-block-id={row.id} data-block-type={row.segmentType} data-position={row.positionName ?? undefined}>
          <BlockContent row={row} context={context} />
        </div>
      ))}
      {roots.map((node) => (
        <BlockNode key={node.id} node={node} context={context} />
      ))}
    </div>
  );
}

import { siblingOrder } from "@/lib/blocks/tree";
import type { LayoutEntry } from "./types";

// Where blocks sit, computed on the client for an instant drag and drop; the server answers the same
// layout after the move and the editor applies that (so the two never drift).

interface Placed {
  id: string;
  parent: string | null;
  parentIndex: number;
  order: number;
  isFixedBlock: boolean;
}

/** The ids of a block and all its descendants. */
export function subtreeIds(blocks: readonly Placed[], rootId: string): string[] {
  const children = new Map<string | null, string[]>();
  for (const block of blocks) {
    if (block.isFixedBlock) continue;
    const list = children.get(block.parent) ?? [];
    list.push(block.id);
    children.set(block.parent, list);
  }
  const out: string[] = [];
  const walk = (id: string) => {
    out.push(id);
    for (const child of children.get(id) ?? []) walk(child);
  };
  walk(rootId);
  return out;
}

/** The layout after moving `id` under `parent` at `index` among its new siblings (dense orders). */
export function moveInLayout(blocks: readonly Placed[], id: string, parent: string | null, index: number): LayoutEntry[] {
  const flow = blocks.filter((block) => !block.isFixedBlock);
  const siblingsOf = (parentId: string | null) =>
    flow.filter((block) => block.parent === parentId && block.id !== id).sort(siblingOrder);
  const moved = flow.find((block) => block.id === id);
  if (!moved) return flow.map(({ id: blockId, parent: p, parentIndex, order }) => ({ id: blockId, parent: p, parentIndex, order }));
  const layout = new Map<string, LayoutEntry>(flow.map((block) => [block.id, { id: block.id, parent: block.parent, parentIndex: block.parentIndex, order: block.order }]));
  // Close the gap where it was.
  siblingsOf(moved.parent).forEach((block, order) => layout.set(block.id, { ...layout.get(block.id)!, order }));
  // Open a place where it goes.
  const target = siblingsOf(parent);
  const at = Math.max(0, Math.min(index, target.length));
  target.splice(at, 0, moved);
  target.forEach((block, order) => layout.set(block.id, { id: block.id, parent, parentIndex: block.id === id ? 0 : layout.get(block.id)!.parentIndex, order }));
  return [...layout.values()];
}

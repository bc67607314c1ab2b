import { MAX_NESTING_DEPTH } from "@/lib/blocks/constants";
import { siblingOrder } from "@/lib/blocks/tree";

// Where the keyboard moves of a block lead (up, down, indent, outdent): the target parent and index
// for POST /api/segment/{id}/move, or null when the move is not possible. Pure, so it is unit-tested.

export interface Placed {
  id: string;
  parent: string | null;
  order: number;
  isFixedBlock: boolean;
}

export interface MoveTarget {
  parent: string | null;
  index: number;
}

const siblings = (blocks: readonly Placed[], parent: string | null) =>
  blocks.filter((block) => !block.isFixedBlock && block.parent === parent).sort(siblingOrder);

function depthOf(blocks: readonly Placed[], id: string | null): number {
  let depth = 0;
  let current = id ? blocks.find((block) => block.id === id) : undefined;
  while (current) {
    depth += 1;
    current = current.parent ? blocks.find((block) => block.id === current!.parent) : undefined;
  }
  return depth;
}

/** Levels a block's subtree spans (1 for a block without children). */
function heightOf(blocks: readonly Placed[], id: string): number {
  const children = siblings(blocks, id);
  return 1 + Math.max(0, ...children.map((child) => heightOf(blocks, child.id)));
}

export function moveTarget(blocks: readonly Placed[], id: string, direction: "up" | "down" | "indent" | "outdent"): MoveTarget | null {
  const block = blocks.find((candidate) => candidate.id === id);
  if (!block || block.isFixedBlock) return null;
  const list = siblings(blocks, block.parent);
  const at = list.findIndex((candidate) => candidate.id === id);
  switch (direction) {
    case "up":
      return at > 0 ? { parent: block.parent, index: at - 1 } : null;
    case "down":
      return at < list.length - 1 ? { parent: block.parent, index: at + 1 } : null;
    case "indent": {
      const previous = list[at - 1];
      if (!previous) return null;
      if (depthOf(blocks, previous.id) + heightOf(blocks, id) > MAX_NESTING_DEPTH) return null;
      return { parent: previous.id, index: siblings(blocks, previous.id).length };
    }
    case "outdent": {
      if (!block.parent) return null;
      const parent = blocks.find((candidate) => candidate.id === block.parent);
      if (!parent) return null;
      const parentAt = siblings(blocks, parent.parent).findIndex((candidate) => candidate.id === parent.id);
      return { parent: parent.parent, index: parentAt + 1 };
    }
  }
}

/**
 * The target of a drag and drop in the flat navigation list: the dragged block takes the place of
 * the block it was dropped on, as its sibling (before it when dragged upwards, after it when dragged
 * downwards), unless that would put it inside its own subtree.
 */
export function dropTarget(blocks: readonly Placed[], flatOrder: readonly string[], activeId: string, overId: string): MoveTarget | null {
  if (activeId === overId) return null;
  const over = blocks.find((block) => block.id === overId);
  if (!over || over.isFixedBlock) return null;
  // Never into itself: walk up from the target.
  for (let cursor: Placed | undefined = over; cursor; cursor = blocks.find((block) => block.id === cursor!.parent)) {
    if (cursor.id === activeId) return null;
  }
  const downwards = flatOrder.indexOf(activeId) < flatOrder.indexOf(overId);
  const list = siblings(blocks, over.parent).filter((block) => block.id !== activeId);
  const overAt = list.findIndex((block) => block.id === overId);
  const index = downwards ? overAt + 1 : overAt;
  const active = blocks.find((block) => block.id === activeId);
  if (!active) return null;
  if (depthOf(blocks, over.parent) + heightOf(blocks, activeId) > MAX_NESTING_DEPTH) return null;
  return { parent: over.parent, index };
}

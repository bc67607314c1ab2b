import { MAX_NESTING_DEPTH } from "@/lib/blocks/constants";
import { AppError } from "@/lib/http/errors";
import { siblingOrder } from "@/lib/blocks/tree";

// Where a block may go in the flow (editor issue §3): under a block of the same document (fixed
// blocks hold no children), never into itself or its own descendants, and at most MAX_NESTING_DEPTH
// levels deep counting the placed subtree's own height. Pure functions over the document's flow
// rows, read once per change inside its transaction.

export interface FlowRow {
  id: string;
  parentId: string | null;
  order: number;
}

const invalidParent = () => new AppError("INVALID_INPUT", "segmentParentInvalid", {}, [{ path: "parent", message: "errors.segmentParentInvalid" }]);
const tooDeep = () =>
  new AppError("INVALID_INPUT", "segmentTooDeep", { max: MAX_NESTING_DEPTH }, [{ path: "parent", message: "validation.invalid" }]);
const intoItself = () => new AppError("INVALID_INPUT", "segmentIntoItself", {}, [{ path: "parent", message: "errors.segmentIntoItself" }]);

export class Flow {
  private readonly byId: Map<string, FlowRow>;
  private readonly children = new Map<string | null, FlowRow[]>();

  constructor(rows: readonly FlowRow[]) {
    this.byId = new Map(rows.map((row) => [row.id, row]));
    for (const row of rows) {
      // A row whose parent is missing (an interrupted import) counts as top level, as the renderer shows it.
      const key = row.parentId && this.byId.has(row.parentId) ? row.parentId : null;
      const list = this.children.get(key) ?? [];
      list.push(row);
      this.children.set(key, list);
    }
    for (const list of this.children.values()) list.sort(siblingOrder);
  }

  has(id: string) {
    return this.byId.has(id);
  }

  /** Children of `parentId` (null: top level) in their order. */
  siblings(parentId: string | null): FlowRow[] {
    return [...(this.children.get(parentId) ?? [])];
  }

  /** 1 for a top-level block, 2 for its children... */
  depth(id: string): number {
    let depth = 0;
    const seen = new Set<string>();
    for (let at = this.byId.get(id); at && !seen.has(at.id); at = at.parentId ? this.byId.get(at.parentId) : undefined) {
      seen.add(at.id);
      depth += 1;
    }
    return depth;
  }

  /** Levels the block's subtree spans: 1 for a block without children. */
  height(id: string): number {
    const below = this.children.get(id) ?? [];
    return 1 + Math.max(0, ...below.map((child) => this.height(child.id)));
  }

  /** The block and all its descendants, parents first. */
  subtree(id: string): string[] {
    const out: string[] = [];
    const walk = (at: string) => {
      out.push(at);
      for (const child of this.children.get(at) ?? []) walk(child.id);
    };
    if (this.byId.has(id)) walk(id);
    return out;
  }

  /**
   * Checks that a subtree `height` levels tall may go under `parentId` (null: top level), and for a
   * move (`movingId`) that the parent is not the block itself or one of its descendants. Parents the
   * flow does not hold (other documents, fixed blocks, unknown ids) are refused.
   */
  checkPlacement(parentId: string | null, height: number, movingId?: string) {
    if (parentId === null) {
      if (height > MAX_NESTING_DEPTH) throw tooDeep();
      return;
    }
    if (!this.byId.has(parentId)) throw invalidParent();
    if (movingId && this.subtree(movingId).includes(parentId)) throw intoItself();
    if (this.depth(parentId) + height > MAX_NESTING_DEPTH) throw tooDeep();
  }
}

/** `index` clamped to 0..count (an index past the end means "last"). */
export const clampIndex = (index: number | undefined, count: number) => Math.max(0, Math.min(index ?? count, count));

/**
 * Dense orders 0..n-1 for the ids in this sequence: only the rows whose order changes, so siblings
 * that stay put are not written at all.
 */
export function renumber(sequence: readonly { id: string; order: number }[]): { id: string; order: number }[] {
  return sequence.flatMap((row, order) => (row.order === order ? [] : [{ id: row.id, order }]));
}

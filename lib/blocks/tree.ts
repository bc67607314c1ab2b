// The block tree from the flat rows the API answers: children under their parent, siblings by
// `order`. Fixed blocks (the cover) are kept apart, by positionName. Rows whose parent is missing
// (an interrupted import) are shown at the top level rather than lost.

export interface TreeRow {
  id: string;
  parent: string | null;
  order: number;
  isFixedBlock: boolean;
}

/** Siblings in reading order: by `order`, ties broken by id (as the server breaks them). */
export const siblingOrder = (a: { order: number; id: string }, b: { order: number; id: string }) => a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export type TreeNode<Row extends TreeRow> = Row & { children: TreeNode<Row>[]; depth: number };

export function buildBlockTree<Row extends TreeRow>(rows: readonly Row[]): { roots: TreeNode<Row>[]; fixed: Row[] } {
  const flow = rows.filter((row) => !row.isFixedBlock);
  const nodes = new Map(flow.map((row) => [row.id, { ...row, children: [] as TreeNode<Row>[], depth: 0 }]));
  const roots: TreeNode<Row>[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent ? nodes.get(node.parent) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  const sortAndDepth = (list: TreeNode<Row>[], depth: number) => {
    list.sort(siblingOrder);
    for (const node of list) {
      node.depth = depth;
      sortAndDepth(node.children, depth + 1);
    }
  };
  sortAndDepth(roots, 1);
  return { roots, fixed: rows.filter((row) => row.isFixedBlock) };
}

/** The tree in reading order, parents before their children. */
export function flattenTree<Row extends TreeRow>(roots: TreeNode<Row>[]): TreeNode<Row>[] {
  const out: TreeNode<Row>[] = [];
  const walk = (list: TreeNode<Row>[]) => {
    for (const node of list) {
      out.push(node);
      walk(node.children);
    }
  };
  walk(roots);
  return out;
}

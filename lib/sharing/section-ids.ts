import { buildBlockTree } from "@/lib/blocks/tree";
import type { FrozenBlock, FrozenSnapshot } from "./frozen";

// A share's sections are the top-level blocks of its frozen copy, in the share view's reading order
// (fixed blocks first, then the flow, as lib/blocks/render.tsx lays them out). Kept apart from the
// titles (section-catalog.ts) so the public events route needs no block registry.

/** Top-level blocks of the frozen copy as stored (an unknown shape has none). */
export function topLevelBlocks(frozen: FrozenSnapshot | null | undefined): FrozenBlock[] {
  const { roots, fixed } = buildBlockTree(Array.isArray(frozen?.blocks) ? frozen.blocks : []);
  return [...fixed, ...roots];
}

/** The ids a section report may name. */
export const sectionIds = (frozen: FrozenSnapshot | null | undefined): Set<string> => new Set(topLevelBlocks(frozen).map((block) => block.id));

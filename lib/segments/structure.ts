import { db } from "@/lib/db/client";
import { recordSegmentEdit } from "@/lib/documents/undo-segments";
import { pruneCachedTotals } from "./cached-totals";
import { copyBlocks } from "./copy";
import { loadBlock, loadFlow, openBlockEdit, requireCanAdd, requireCanDelete, requireCanEdit, writeOrders, type EditScope } from "./edit-scope";
import { clampIndex, renumber } from "./placement";
import { loadLayout, loadSegmentViews } from "./view";

// Structural changes of the flow: clone, delete, move. Each renumbers the siblings it touches to
// dense orders 0..n-1 without changing their versions, and is recorded for undo with every row it
// changed (recordSegmentEdit also catches the children a delete cascades to).

/** A copy of the block with its children (new ids, version 0), placed right after it. */
export async function cloneSegment(scope: EditScope, segmentId: string) {
  return db.$transaction(async (tx) => {
    const doc = await openBlockEdit(tx, scope);
    requireCanAdd(doc);
    const source = await loadBlock(tx, scope.documentId, segmentId, "flow");
    const flow = await loadFlow(tx, scope.documentId);
    const rows = await tx.segment.findMany({ where: { id: { in: flow.subtree(source.id) } } });
    const siblings = flow.siblings(source.parentId);
    const index = siblings.findIndex((row) => row.id === source.id) + 1;

    const ids = await recordSegmentEdit(tx, { ...scope, action: "segment-clone" }, async () => {
      const sequence = [...siblings];
      sequence.splice(index, 0, { id: "", parentId: source.parentId, order: -1 });
      await writeOrders(tx, renumber(sequence).filter((change) => change.id !== ""));
      return copyBlocks(tx, rows, { documentId: scope.documentId, roots: new Map([[source.id, { parentId: source.parentId, order: index }]]) });
    });
    return { segments: await loadSegmentViews(tx, ids), layout: await loadLayout(tx, scope.documentId) };
  });
}

/** Deletes the block; its children go with it (the parentId foreign key cascades). */
export async function deleteSegment(scope: EditScope, segmentId: string) {
  return db.$transaction(async (tx) => {
    const doc = await openBlockEdit(tx, scope);
    requireCanDelete(doc);
    const block = await loadBlock(tx, scope.documentId, segmentId, "flow");
    const flow = await loadFlow(tx, scope.documentId);
    await recordSegmentEdit(tx, { ...scope, action: "segment-delete" }, async () => {
      await tx.segment.delete({ where: { id: block.id } });
      await writeOrders(tx, renumber(flow.siblings(block.parentId).filter((row) => row.id !== block.id)));
    });
    await pruneCachedTotals(tx, scope.documentId);
    return { success: true, layout: await loadLayout(tx, scope.documentId) };
  });
}

/**
 * Moves the block (with its children) under `parent` (null: top level) at `index` among its new
 * siblings, clamped. Refused into itself or its descendants, into another document's or a fixed
 * block, or deeper than the nesting limit. The block's own version stays: its content did not change.
 */
export async function moveSegment(scope: EditScope, segmentId: string, target: { parent: string | null; index: number }) {
  return db.$transaction(async (tx) => {
    const doc = await openBlockEdit(tx, scope);
    const block = await loadBlock(tx, scope.documentId, segmentId, "flow");
    requireCanEdit(doc, block);
    const flow = await loadFlow(tx, scope.documentId);
    flow.checkPlacement(target.parent, flow.height(block.id), block.id);

    await recordSegmentEdit(tx, { ...scope, action: "segment-move" }, async () => {
      const moved = { id: block.id, parentId: target.parent, order: block.parentId === target.parent ? block.order : -1 };
      const destination = flow.siblings(target.parent).filter((row) => row.id !== block.id);
      destination.splice(clampIndex(target.index, destination.length), 0, moved);
      if (block.parentId !== target.parent) {
        await tx.segment.update({ where: { id: block.id }, data: { parentId: target.parent, parentIndex: 0 }, select: { id: true } });
        await writeOrders(tx, renumber(flow.siblings(block.parentId).filter((row) => row.id !== block.id)));
      }
      await writeOrders(tx, renumber(destination));
    });
    return { success: true, layout: await loadLayout(tx, scope.documentId) };
  });
}

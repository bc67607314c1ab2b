import type { z } from "zod";
import { db } from "@/lib/db/client";
import { lockDocumentsHistory } from "@/lib/documents/undo-lock";
import { recordSegmentEdit } from "@/lib/documents/undo-segments";
import { notFound } from "@/lib/http/errors";
import type { fromTemplateBody } from "./contracts";
import { copyBlocks } from "./copy";
import { loadFlow, openBlockEdit, requireCanAdd, writeOrders, type EditScope } from "./edit-scope";
import { clampIndex, Flow, renumber } from "./placement";
import { loadLayout, loadSegmentViews } from "./view";

export type FromTemplateInput = z.output<typeof fromTemplateBody>;

/**
 * Inserts a saved block (a content template: lib/content-templates) with its children at the place
 * given. Only the caller's own templates of the document's workspace (their images are media of
 * that workspace's library); anything else is 404, as if it did not exist.
 */
export async function insertContentTemplate(scope: EditScope, input: FromTemplateInput) {
  const parentId = input.parent ?? null;
  return db.$transaction(async (tx) => {
    // The saved block's document is read too: its history lock with the target's (in id order, so a
    // copy the other way round cannot deadlock), so an edit of the template cannot change it midway.
    await lockDocumentsHistory(tx, [scope.documentId, input.templateId]);
    const doc = await openBlockEdit(tx, scope);
    requireCanAdd(doc);
    const template = await tx.document.findFirst({
      where: { id: input.templateId, ownerId: scope.userId, teamId: doc.teamId, templateType: "CONTENT_TEMPLATE", deletedAt: null },
      select: { id: true },
    });
    if (!template) throw notFound();
    const rows = await tx.segment.findMany({ where: { documentId: template.id, isFixedBlock: false } });
    const saved = new Flow(rows);
    const roots = saved.siblings(null);

    const flow = await loadFlow(tx, scope.documentId);
    flow.checkPlacement(parentId, Math.max(1, ...roots.map((root) => saved.height(root.id))));
    const siblings = flow.siblings(parentId);
    const index = clampIndex(input.index, siblings.length);

    const ids = await recordSegmentEdit(tx, { ...scope, action: "segment-from-template" }, async () => {
      const sequence = [...siblings];
      sequence.splice(index, 0, ...roots.map((root) => ({ ...root, order: -1 })));
      const inserted = new Set(roots.map((root) => root.id));
      await writeOrders(tx, renumber(sequence).filter((change) => !inserted.has(change.id)));
      const places = new Map(roots.map((root, i) => [root.id, { parentId, order: index + i }]));
      return copyBlocks(tx, rows, { documentId: scope.documentId, roots: places, unlock: true });
    });
    return { segments: await loadSegmentViews(tx, ids), layout: await loadLayout(tx, scope.documentId) };
  });
}

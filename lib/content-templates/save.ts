import type { Actor } from "@/lib/auth/actor";
import type { DocumentAccess } from "@/lib/auth/policy";
import { db } from "@/lib/db/client";
import { newId } from "@/lib/documents/create";
import { requireLiveDocument } from "@/lib/documents/lifecycle";
import { lockDocumentHistory } from "@/lib/documents/undo-lock";
import { forbidden } from "@/lib/http/errors";
import { requirePlanAllowsEditing } from "@/lib/plans/edit-allowed";
import { copyBlocks } from "@/lib/segments/copy";
import { loadBlock, loadFlow } from "@/lib/segments/edit-scope";

/**
 * Saves a block with its children as the caller's content template, in the workspace of the
 * document it comes from: anyone who may read the document and is a member of that workspace (a
 * published team template is readable from outside its workspace; saving from it is 403). The
 * source document does not change, so nothing is recorded for undo.
 */
export async function saveAsContentTemplate(actor: Actor, access: DocumentAccess, segmentId: string, title: string) {
  if (!access.membership) throw forbidden();
  return db.$transaction(async (tx) => {
    // The source's history lock: a move or delete running at the same time would otherwise change
    // the subtree between reading the flow and reading its rows.
    await lockDocumentHistory(tx, access.documentId);
    await requireLiveDocument(access.documentId, tx);
    await requirePlanAllowsEditing(actor.user.id, tx);
    const block = await loadBlock(tx, access.documentId, segmentId, "flow");
    const flow = await loadFlow(tx, access.documentId);
    const rows = await tx.segment.findMany({ where: { id: { in: flow.subtree(block.id) } } });
    const template = await tx.document.create({
      data: { id: newId(), title, teamId: access.teamId, ownerId: actor.user.id, templateType: "CONTENT_TEMPLATE" },
      select: { id: true, title: true, teamId: true, createdAt: true },
    });
    await copyBlocks(tx, rows, { documentId: template.id, roots: new Map([[block.id, { parentId: null, order: 0 }]]), unlock: true });
    return { template: { ...template, segmentType: block.segmentType } };
  });
}

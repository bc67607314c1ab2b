import type { z } from "zod";
import { blockMediaIds } from "@/lib/blocks/content-media";
import { db } from "@/lib/db/client";
import { newId } from "@/lib/documents/create";
import { recordSegmentChange, recordSegmentEdit, segmentSubtree } from "@/lib/documents/undo-segments";
import { AppError } from "@/lib/http/errors";
import { blockDefinition, contentColumn, metaDataColumn, newBlockValues } from "./block-input";
import type { fixedBlockBody } from "./contracts";
import { loadBlock, openBlockEdit, requireBlockReferences, requireCanAdd, requireCanDelete, type EditScope } from "./edit-scope";
import { segmentView, segmentViewSelect } from "./view";

// Fixed blocks (the cover) sit outside the flow: no parent, one per (document, positionName), and
// only of a type whose definition names that position (definition.fixedPosition). They are changed
// with updateSegment(kind "fixed") and have their own create and remove.

export type FixedBlockInput = z.output<typeof fixedBlockBody>;

export async function createFixedBlock(scope: EditScope, input: FixedBlockInput) {
  const definition = blockDefinition(input.segmentType);
  if (definition.fixedPosition !== input.positionName) {
    throw new AppError("INVALID_INPUT", "fixedPositionNotAllowed", {}, [{ path: "positionName", message: "errors.fixedPositionNotAllowed" }]);
  }
  const values = newBlockValues(definition, input);

  return db.$transaction(async (tx) => {
    const doc = await openBlockEdit(tx, scope);
    requireCanAdd(doc);
    await requireBlockReferences(tx, doc.teamId, {
      imageList: input.imageList,
      miscFileList: input.miscFileList,
      fieldMediaIds: blockMediaIds({ segmentType: definition.type, ...values }),
    });
    // The history lock serializes writers of this document, so two creates cannot both pass this check.
    const taken = await tx.segment.findFirst({ where: { documentId: scope.documentId, isFixedBlock: true, positionName: input.positionName }, select: { id: true } });
    if (taken) throw new AppError("CONFLICT", "fixedPositionTaken");
    const id = newId();
    await recordSegmentEdit(tx, { ...scope, action: "fixed-block-create" }, () =>
      tx.segment.create({
        data: {
          id,
          documentId: scope.documentId,
          segmentType: definition.type,
          parentId: null,
          parentIndex: 0,
          order: 0,
          isFixedBlock: true,
          positionName: input.positionName,
          content: contentColumn(values.content),
          metaData: metaDataColumn(values.metaData),
          imageList: input.imageList ?? [],
          miscFileList: input.miscFileList ?? [],
        },
        select: { id: true },
      }),
    );
    return { segment: segmentView(await tx.segment.findUniqueOrThrow({ where: { id }, select: segmentViewSelect })) };
  });
}

export async function removeFixedBlock(scope: EditScope, segmentId: string) {
  return db.$transaction(async (tx) => {
    const doc = await openBlockEdit(tx, scope);
    requireCanDelete(doc);
    const block = await loadBlock(tx, scope.documentId, segmentId, "fixed");
    const before = await segmentSubtree(tx, block.id);
    await tx.segment.delete({ where: { id: block.id } });
    await recordSegmentChange(tx, { ...scope, action: "fixed-block-remove", before, after: [] });
    return { success: true };
  });
}

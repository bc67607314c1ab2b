import type { z } from "zod";
import { blockMediaIds } from "@/lib/blocks/content-media";
import { db } from "@/lib/db/client";
import { newId } from "@/lib/documents/create";
import { recordSegmentEdit } from "@/lib/documents/undo-segments";
import { AppError } from "@/lib/http/errors";
import { blockDefinition, contentColumn, metaDataColumn, newBlockValues } from "./block-input";
import type { createSegmentBody } from "./contracts";
import { loadFlow, openBlockEdit, requireBlockReferences, requireCanAdd, writeOrders, type EditScope } from "./edit-scope";
import { clampIndex, renumber } from "./placement";
import { loadLayout, segmentView, segmentViewSelect } from "./view";

export type CreateSegmentInput = z.output<typeof createSegmentBody>;

/**
 * A new block under `parent` (null: top level) at `index` among its siblings (default and past the
 * end: last). content and metaData are parsed by the type's definition, missing ones take its
 * defaults. Siblings after it move down one place; their versions stay.
 */
export async function createSegment(scope: EditScope, input: CreateSegmentInput) {
  const definition = blockDefinition(input.segmentType);
  if (definition.fixedPosition) {
    throw new AppError("INVALID_INPUT", "segmentTypeFixedOnly", {}, [{ path: "segmentType", message: "errors.segmentTypeFixedOnly" }]);
  }
  const values = newBlockValues(definition, input);
  const parentId = input.parent ?? null;

  return db.$transaction(async (tx) => {
    const doc = await openBlockEdit(tx, scope);
    requireCanAdd(doc);
    await requireBlockReferences(tx, doc.teamId, {
      imageList: input.imageList,
      miscFileList: input.miscFileList,
      fieldMediaIds: blockMediaIds({ segmentType: definition.type, ...values }),
    });
    const flow = await loadFlow(tx, scope.documentId);
    flow.checkPlacement(parentId, 1);
    const siblings = flow.siblings(parentId);
    const index = clampIndex(input.index, siblings.length);
    const id = newId();

    await recordSegmentEdit(tx, { ...scope, action: "segment-create" }, async () => {
      const sequence = [...siblings];
      sequence.splice(index, 0, { id, parentId, order: -1 });
      await writeOrders(tx, renumber(sequence).filter((change) => change.id !== id));
      await tx.segment.create({
        data: {
          id,
          documentId: scope.documentId,
          segmentType: definition.type,
          parentId,
          parentIndex: 0,
          order: index,
          content: contentColumn(values.content),
          metaData: metaDataColumn(values.metaData),
          imageList: input.imageList ?? [],
          miscFileList: input.miscFileList ?? [],
        },
      });
    });
    const segment = await tx.segment.findUniqueOrThrow({ where: { id }, select: segmentViewSelect });
    return { segment: segmentView(segment), layout: await loadLayout(tx, scope.documentId) };
  });
}

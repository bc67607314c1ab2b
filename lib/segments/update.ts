import type { z } from "zod";
import { blockMediaIds } from "@/lib/blocks/content-media";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { recordSegmentChange } from "@/lib/documents/undo-segments";
import { AppError } from "@/lib/http/errors";
import { blockDefinition, contentColumn, metaDataColumn, parseBlockField } from "./block-input";
import type { updateSegmentBody } from "./contracts";
import { loadBlock, openBlockEdit, requireBlockReferences, requireCanEdit, type EditScope, type SegmentKind } from "./edit-scope";
import { segmentView } from "./view";

export type UpdateSegmentInput = z.output<typeof updateSegmentBody>;

// Its own code (not CONFLICT): the editor reloads the block on it, while a document in the trash keeps answering CONFLICT.
const versionConflict = () => new AppError("VERSION_CONFLICT", "segmentVersionConflict");

/**
 * Changes a block's content, metaData, images or flags (fixed blocks alike). Optimistic concurrency:
 * the write is conditional on the version the client based its edit on (`update where {id,
 * version}`), so of two tabs saving from the same version the second gets 409 and the first one's
 * text stays. A write bumps the version by one; a call that changes nothing writes nothing.
 */
export async function updateSegment(scope: EditScope, segmentId: string, kind: SegmentKind, input: UpdateSegmentInput) {
  return db.$transaction(async (tx) => {
    const doc = await openBlockEdit(tx, scope);
    const before = await loadBlock(tx, scope.documentId, segmentId, kind);
    requireCanEdit(doc, before);
    if (before.version !== input.version) throw versionConflict();
    if (input.teamTemplateUserCanEdit !== undefined && doc.templateType !== "TEAM_TEMPLATE") {
      throw new AppError("INVALID_INPUT", "teamTemplateFlagOnlyOnTemplates", {}, [
        { path: "teamTemplateUserCanEdit", message: "errors.teamTemplateFlagOnlyOnTemplates" },
      ]);
    }

    const data: Prisma.SegmentUncheckedUpdateInput = {};
    let fieldMediaIds: string[] | undefined;
    if (input.content !== undefined || input.metaData !== undefined) {
      const definition = blockDefinition(before.segmentType);
      const content = input.content !== undefined ? parseBlockField(definition, "content", input.content) : before.content;
      const metaData = input.metaData !== undefined ? parseBlockField(definition, "metaData", input.metaData) : before.metaData;
      if (input.content !== undefined) data.content = contentColumn(content);
      if (input.metaData !== undefined) data.metaData = metaDataColumn(metaData);
      fieldMediaIds = blockMediaIds({ segmentType: before.segmentType, content, metaData });
    }
    // Only media and files the stored row did not name yet are checked: an image that has since left
    // the workspace does not stop the block's text from being saved.
    await requireBlockReferences(tx, doc.teamId, { imageList: input.imageList, miscFileList: input.miscFileList, fieldMediaIds }, before);
    if (input.imageList !== undefined) data.imageList = input.imageList;
    if (input.miscFileList !== undefined) data.miscFileList = input.miscFileList;
    if (input.autoSelectOnHover !== undefined) data.autoSelectOnHover = input.autoSelectOnHover;
    if (input.teamTemplateUserCanEdit !== undefined) data.teamTemplateUserCanEdit = input.teamTemplateUserCanEdit;
    if (!Object.keys(data).length) return { segment: segmentView(before) };

    // Conditional on the version (atomic, one statement that also answers the row): no match is a conflict.
    const after = await tx.segment
      .update({ where: { id: segmentId, version: input.version }, data: { ...data, version: { increment: 1 } } })
      .catch((error: unknown) => {
        throw (error as { code?: unknown })?.code === "P2025" ? versionConflict() : error;
      });
    await recordSegmentChange(tx, { ...scope, action: kind === "fixed" ? "fixed-block-update" : "segment-update", before: [before], after: [after] });
    return { segment: segmentView(after) };
  });
}

/** A block as stored, for a viewer of its document (the editor reads it to reconcile a 409). */
export async function readSegment(segmentId: string) {
  const row = await db.segment.findUniqueOrThrow({ where: { id: segmentId } });
  return { segment: segmentView(row) };
}

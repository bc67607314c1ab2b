import type { z } from "zod";
import { blockMediaIds } from "@/lib/blocks/content-media";
import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/http/errors";
import { blockDefinition, parseBlockField } from "./block-input";
import { openBlockWrite, writeBlockChanges, type BlockChanges, type DocumentAuthorization } from "./block-write";
import type { updateSegmentBody } from "./contracts";
import { requireBlockReferences, requireCanEdit, type SegmentKind } from "./edit-scope";
import { segmentView } from "./view";

export type UpdateSegmentInput = z.output<typeof updateSegmentBody>;

// Its own code (not CONFLICT): the editor reloads the block on it, while a document in the trash keeps answering CONFLICT.
const versionConflict = () => new AppError("VERSION_CONFLICT", "segmentVersionConflict");

/**
 * Changes a block's content, metaData, images or flags (fixed blocks alike), for the caller
 * `authorize` lets edit the block's document. Optimistic concurrency: the write is conditional on
 * the version the client based its edit on, so of two tabs saving from the same version the second
 * gets 409 and the first one's text stays. A write bumps the version by one; a call that changes
 * nothing writes nothing. The autosave path: see lib/segments/block-write.ts for its round trips.
 */
export async function updateSegment(actor: Actor, segmentId: string, kind: SegmentKind, input: UpdateSegmentInput, authorize: DocumentAuthorization) {
  return db.$transaction(async (tx) => {
    const { doc, block: before } = await openBlockWrite(tx, actor, segmentId, kind, authorize);
    requireCanEdit(doc, before);
    if (before.version !== input.version) throw versionConflict();
    if (input.teamTemplateUserCanEdit !== undefined && doc.templateType !== "TEAM_TEMPLATE") {
      throw new AppError("INVALID_INPUT", "teamTemplateFlagOnlyOnTemplates", {}, [
        { path: "teamTemplateUserCanEdit", message: "errors.teamTemplateFlagOnlyOnTemplates" },
      ]);
    }

    const changes: BlockChanges = {};
    let fieldMediaIds: string[] | undefined;
    if (input.content !== undefined || input.metaData !== undefined) {
      const definition = blockDefinition(before.segmentType);
      const content = input.content !== undefined ? parseBlockField(definition, "content", input.content) : before.content;
      const metaData = input.metaData !== undefined ? parseBlockField(definition, "metaData", input.metaData) : before.metaData;
      if (input.content !== undefined) changes.content = content;
      if (input.metaData !== undefined) changes.metaData = metaData;
      fieldMediaIds = blockMediaIds({ segmentType: before.segmentType, content, metaData });
    }
    // Only media and files the stored row did not name yet are checked: an image that has since left
    // the workspace does not stop the block's text from being saved.
    await requireBlockReferences(tx, doc.teamId, { imageList: input.imageList, miscFileList: input.miscFileList, fieldMediaIds }, before);
    if (input.imageList !== undefined) changes.imageList = input.imageList;
    if (input.miscFileList !== undefined) changes.miscFileList = input.miscFileList;
    if (input.autoSelectOnHover !== undefined) changes.autoSelectOnHover = input.autoSelectOnHover;
    if (input.teamTemplateUserCanEdit !== undefined) changes.teamTemplateUserCanEdit = input.teamTemplateUserCanEdit;
    if (!Object.keys(changes).length) return { segment: segmentView(before) };

    const action = kind === "fixed" ? "fixed-block-update" : "segment-update";
    const after = await writeBlockChanges(tx, { documentId: doc.id, userId: actor.user.id, action }, segmentId, input.version, changes);
    if (!after) throw versionConflict();
    return { segment: segmentView(after) };
  });
}

/** A block as stored, for a viewer of its document (the editor reads it to reconcile a 409). */
export async function readSegment(segmentId: string) {
  const row = await db.segment.findUniqueOrThrow({ where: { id: segmentId } });
  return { segment: segmentView(row) };
}

import { db } from "@/lib/db/client";
import { newId } from "@/lib/documents/create";
import { AppError } from "@/lib/http/errors";
import { requirePlanAllowsEditing } from "@/lib/plans/edit-allowed";
import { blockDefinition, contentColumn, metaDataColumn, newBlockValues } from "@/lib/segments/block-input";

/**
 * A new, empty saved block of one type, made from /content-templates: a content template document
 * holding one block with the type's defaults, which the user then fills in the editor. Fixed blocks
 * (the cover) belong to a document's page, not to a saved block.
 */
export async function createContentTemplate(userId: string, input: { teamId: string; title: string; segmentType: string }) {
  const definition = blockDefinition(input.segmentType);
  if (definition.fixedPosition) {
    throw new AppError("INVALID_INPUT", "segmentTypeUnknown", { type: input.segmentType }, [{ path: "segmentType", message: "validation.invalid" }]);
  }
  const values = newBlockValues(definition, {});
  return db.$transaction(async (tx) => {
    await requirePlanAllowsEditing(userId, tx);
    const template = await tx.document.create({
      data: { id: newId(), title: input.title, teamId: input.teamId, ownerId: userId, templateType: "CONTENT_TEMPLATE" },
      select: { id: true, title: true, teamId: true, createdAt: true },
    });
    await tx.segment.create({
      data: { documentId: template.id, segmentType: input.segmentType, order: 0, content: contentColumn(values.content), metaData: metaDataColumn(values.metaData) },
    });
    return { template: { ...template, segmentType: input.segmentType } };
  });
}

import { blockMediaIds } from "@/lib/blocks/content-media";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { canAddBlocks, canDeleteBlocks, canEditBlock, type TeamTemplateRuleBlock } from "@/lib/documents/team-template-rules";
import { lockDocumentHistory } from "@/lib/documents/undo-lock";
import { AppError, notFound } from "@/lib/http/errors";
import { requirePlanAllowsEditing } from "@/lib/plans/edit-allowed";
import { Flow } from "./placement";

// What every block write does first, inside its transaction: take the document's history lock (so
// writes, undo and redo of one document run one after another and the rows read here stay current),
// refuse a soft-deleted document (409) and an ended plan (402), and read the document's
// team-template flags for the rules. Authorization (owner) was asked by the route handler.

/** Who changes which document; every block call acts on one document. */
export interface EditScope {
  documentId: string;
  userId: string;
}

/** Flow blocks are the ordinary, nested ones; fixed blocks (the cover) sit outside the flow. */
export type SegmentKind = "flow" | "fixed";

export async function openBlockEdit(tx: Prisma.TransactionClient, scope: EditScope) {
  await lockDocumentHistory(tx, scope.documentId);
  // requireLiveDocument's check, read together with the rule flags: autosaves run this on every keystroke pause.
  const doc = await tx.document.findUnique({
    where: { id: scope.documentId },
    select: { id: true, teamId: true, templateType: true, allowAddNewBlocks: true, allowDeleteBlocks: true, deletedAt: true },
  });
  if (!doc) throw notFound();
  if (doc.deletedAt) throw new AppError("CONFLICT", "documentInTrash");
  await requirePlanAllowsEditing(scope.userId, tx);
  return doc;
}

export type EditDocument = Awaited<ReturnType<typeof openBlockEdit>>;

export function requireCanAdd(doc: EditDocument) {
  if (!canAddBlocks(doc)) throw new AppError("FORBIDDEN", "teamTemplateNoAddBlocks");
}

export function requireCanDelete(doc: EditDocument) {
  if (!canDeleteBlocks(doc)) throw new AppError("FORBIDDEN", "teamTemplateNoDeleteBlocks");
}

export function requireCanEdit(doc: EditDocument, block: TeamTemplateRuleBlock) {
  if (!canEditBlock(doc, block)) throw new AppError("FORBIDDEN", "teamTemplateBlockLocked");
}

/** The block as stored, when it is of this document and kind; else 404 (normal calls never see fixed blocks and vice versa). */
export async function loadBlock(tx: Prisma.TransactionClient, documentId: string, segmentId: string, kind: SegmentKind) {
  const row = await tx.segment.findFirst({ where: { id: segmentId, documentId, isFixedBlock: kind === "fixed" } });
  if (!row) throw notFound();
  return row;
}

/** The document's flow (every non-fixed block's place), for placement checks and renumbering. */
export async function loadFlow(tx: Prisma.TransactionClient, documentId: string) {
  return new Flow(await tx.segment.findMany({ where: { documentId, isFixedBlock: false }, select: { id: true, parentId: true, order: true } }));
}

/**
 * New sibling orders, one statement for all of them. Raw SQL on purpose: a renumbering is not an
 * edit of those blocks, so neither `version` nor `updatedAt` moves (a pending text save of a
 * sibling must not conflict with a reorder).
 */
export async function writeOrders(tx: Prisma.TransactionClient, changes: { id: string; order: number }[]) {
  if (!changes.length) return;
  const ids = changes.map((change) => change.id);
  const orders = changes.map((change) => change.order);
  await tx.$executeRaw`
    UPDATE "segments" AS s SET "order" = v.o
    FROM (SELECT unnest(${ids}::text[]) AS id, unnest(${orders}::int[]) AS o) AS v
    WHERE s."id" = v.id`;
}

/** Images named by a block must be media of the document's workspace (deleted ones included: they may still be shown). */
export async function requireWorkspaceMedia(tx: Prisma.TransactionClient, teamId: string, mediaIds: readonly string[] | undefined, path = "imageList") {
  const wanted = [...new Set(mediaIds ?? [])];
  if (!wanted.length) return;
  const found = await tx.media.count({ where: { id: { in: wanted }, teamId } });
  if (found !== wanted.length) {
    throw new AppError("INVALID_INPUT", "mediaNotInWorkspace", {}, [{ path, message: "errors.mediaNotInWorkspace" }]);
  }
}

/** Files a block offers for download must be misc files of the document's workspace. */
async function requireWorkspaceFiles(tx: Prisma.TransactionClient, teamId: string, fileIds: readonly string[]) {
  const wanted = [...new Set(fileIds)];
  if (!wanted.length) return;
  const found = await tx.miscFile.count({ where: { id: { in: wanted }, teamId } });
  if (found !== wanted.length) {
    throw new AppError("INVALID_INPUT", "fileNotInWorkspace", {}, [{ path: "miscFileList", message: "errors.fileNotInWorkspace" }]);
  }
}

/** What a block write sets that names workspace files: its lists, and the media ids inside content and metaData. */
export interface BlockReferences {
  imageList?: readonly string[];
  miscFileList?: readonly string[];
  /** blockMediaIds of the content and metaData the block will have (omitted: they do not change). */
  fieldMediaIds?: readonly string[];
}

/** The stored row an update starts from. */
export type StoredReferences = { segmentType: string; imageList: readonly string[]; miscFileList: readonly string[]; content: unknown; metaData: unknown };

/**
 * The media and files a block names, in imageList, miscFileList and inside its content and metaData
 * (definition.mediaIds), each checked against the workspace. `before` is the stored row of an
 * update: only ids it did not name already are checked, so a block whose image has since left the
 * workspace can still save its text.
 */
export async function requireBlockReferences(tx: Prisma.TransactionClient, teamId: string, block: BlockReferences, before?: StoredReferences) {
  const knownMedia = new Set(before ? [...before.imageList, ...blockMediaIds(before)] : []);
  const knownFiles = new Set(before?.miscFileList ?? []);
  const fresh = (ids: readonly string[] | undefined, known: Set<string>) => (ids ?? []).filter((id) => !known.has(id));
  await requireWorkspaceMedia(tx, teamId, fresh(block.imageList, knownMedia), "imageList");
  await requireWorkspaceMedia(tx, teamId, fresh(block.fieldMediaIds, knownMedia), "content");
  await requireWorkspaceFiles(tx, teamId, fresh(block.miscFileList, knownFiles));
}

/**
 * Which document a block belongs to, for the route handler's authorization. Unknown ids are 404, and
 * so are blocks of the other kind ("any": reading a block works for both).
 */
export async function blockDocumentId(segmentId: string, kind: SegmentKind | "any"): Promise<string> {
  const row = await db.segment.findUnique({ where: { id: segmentId }, select: { documentId: true, isFixedBlock: true } });
  if (!row || (kind !== "any" && row.isFixedBlock !== (kind === "fixed"))) throw notFound();
  return row.documentId;
}

import { randomBytes } from "node:crypto";
import { blockMediaRefs, replaceContentMedia } from "@/lib/blocks/content-media";
import { Prisma, type TemplateType } from "@/lib/db/generated/client";
import { parentsBeforeChildren, type DocumentFile } from "./archive-format";

// Rows of a new document from a document file (export format): fresh ids for the document and every
// block, parent links and cachedData re-keyed to them, media and file references mapped to rows of
// the target workspace (inside block content too: segmentMediaRefs). Used by the import and by "create from team template".

/**
 * A fresh row id in the shape of Prisma's cuid() ("c" and 24 lower-case letters and digits), made
 * here because blocks must know their parent's id before the rows are written.
 */
export function newRowId(): string {
  const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
  const bytes = randomBytes(24);
  let id = "c";
  for (const byte of bytes) id += alphabet[byte % 36];
  return id;
}

/** Rows of a large import or copy (thousands of blocks) take a while; Prisma's default 5 s would cut them off. */
export const LARGE_WRITE_TRANSACTION = { timeout: 120_000, maxWait: 15_000 };

/** SQL NULL for nullable JSON columns (Prisma refuses a plain null there). */
const nullableJson = (value: DocumentFile["header"]) => (value === null ? Prisma.DbNull : (value as Prisma.InputJsonValue));
/** A non-null JSON column holding JSON null. */
const requiredJson = (value: DocumentFile["header"]) => (value === null ? Prisma.JsonNull : (value as Prisma.InputJsonValue));

export interface RowTargets {
  documentId: string;
  teamId: string;
  ownerId: string;
  templateType: TemplateType;
  originalTeamTemplateDocId: string | null;
  /** Row id of a media.json / files.json key in the target workspace; unknown keys are dropped. */
  mediaId: (key: string) => string | undefined;
  fileId: (key: string) => string | undefined;
  /** Columns the file does not carry (styleId for a copy in the same workspace). */
  extra?: Partial<Prisma.DocumentCreateManyInput>;
}

export interface NewDocumentRows {
  document: Prisma.DocumentCreateManyInput;
  /** Parents before children. */
  segments: Prisma.SegmentCreateManyInput[];
}

export function documentRows(file: DocumentFile, target: RowTargets): NewDocumentRows {
  const segmentIds = new Map(file.segments.map((segment) => [segment.key, newRowId()]));
  const segments = parentsBeforeChildren(file.segments).map(
    (segment): Prisma.SegmentCreateManyInput => ({
      id: segmentIds.get(segment.key)!,
      documentId: target.documentId,
      segmentType: segment.segmentType,
      parentId: segment.parent === null ? null : segmentIds.get(segment.parent)!,
      parentIndex: segment.parentIndex,
      order: segment.order,
      content: nullableJson(replaceContentMedia(replaceContentMedia(segment.content, fieldRefs(segment), target.mediaId), new Set(segment.miscFileList), target.fileId)),
      metaData: requiredJson(replaceContentMedia(segment.metaData, fieldRefs(segment), target.mediaId)),
      imageList: segment.imageList.flatMap((key) => target.mediaId(key) ?? []),
      miscFileList: segment.miscFileList.flatMap((key) => target.fileId(key) ?? []),
      positionName: segment.positionName,
      isFixedBlock: segment.isFixedBlock,
      teamTemplateUserCanEdit: segment.teamTemplateUserCanEdit,
      autoSelectOnHover: segment.autoSelectOnHover,
      rowCurrencies: nullableJson(segment.rowCurrencies),
    }),
  );
  const cachedData = Object.fromEntries(
    Object.entries(file.cachedData).flatMap(([key, value]) => (segmentIds.has(key) ? [[segmentIds.get(key)!, value]] : [])),
  );
  const document: Prisma.DocumentCreateManyInput = {
    id: target.documentId,
    teamId: target.teamId,
    ownerId: target.ownerId,
    title: file.title,
    type: file.type,
    templateType: target.templateType,
    // Only a team template can be published; on any other row the flag would be meaningless at best.
    teamTemplatePublished: target.templateType === "TEAM_TEMPLATE" && file.teamTemplate.published,
    allowAddNewBlocks: file.teamTemplate.allowAddNewBlocks,
    allowDeleteBlocks: file.teamTemplate.allowDeleteBlocks,
    originalTeamTemplateDocId: target.originalTeamTemplateDocId,
    archived: file.archived,
    eventStartDate: file.event.startDate ? new Date(file.event.startDate) : null,
    eventEndDate: file.event.endDate ? new Date(file.event.endDate) : null,
    eventHasStartDate: file.event.hasStartDate,
    eventUserState: file.event.userState,
    styleData: nullableJson(file.styleData),
    project: file.project,
    paperSize: file.paperSize,
    pageMargins: nullableJson(file.pageMargins),
    numberingStyle: file.numberingStyle,
    thumbnailId: file.thumbnail ? (target.mediaId(file.thumbnail) ?? null) : null,
    sidebarVisible: file.sidebarVisible,
    sidebarWidth: file.sidebarWidth,
    privateNote: file.privateNote,
    customCss: file.customCss,
    header: nullableJson(file.header),
    footer: nullableJson(file.footer),
    cachedData: cachedData as Prisma.InputJsonValue,
    requireAcceptance: file.requireAcceptance,
    ...target.extra,
  };
  return { document, segments };
}

/**
 * The media keys a block of a document file uses: its imageList and the ones inside its content at
 * the places its type's definition names (image, cover.imageId...), which documentRows remaps too.
 */
export function segmentMediaRefs(segment: Pick<DocumentFile["segments"][number], "segmentType" | "content" | "metaData" | "imageList">): string[] {
  return [...segment.imageList, ...blockMediaRefs(segment)];
}

/** The media keys inside a file block's content and metaData (definition.mediaIds), which documentRows remaps. */
const fieldRefs = (segment: Pick<DocumentFile["segments"][number], "segmentType" | "content" | "metaData">) => new Set(blockMediaRefs(segment));

/** Writes the rows of new documents inside the caller's transaction: documents first, then their blocks in batches. */
export async function insertDocumentRows(tx: Prisma.TransactionClient, rows: NewDocumentRows[]): Promise<void> {
  if (!rows.length) return;
  // Team templates before the documents made from them (originalTeamTemplateDocId is a foreign key).
  const documents = rows.map((row) => row.document).sort((a, b) => Number(Boolean(a.originalTeamTemplateDocId)) - Number(Boolean(b.originalTeamTemplateDocId)));
  for (let at = 0; at < documents.length; at += 200) await tx.document.createMany({ data: documents.slice(at, at + 200) });
  const segments = rows.flatMap((row) => row.segments);
  // Each document's blocks come parents first, and documents follow each other, so batches never
  // write a child before its parent.
  for (let at = 0; at < segments.length; at += 1_000) await tx.segment.createMany({ data: segments.slice(at, at + 1_000) });
}

import { blockMediaIds, replaceContentMedia } from "@/lib/blocks/content-media";
import type { Prisma } from "@/lib/db/generated/client";
import { documentContentSelect, segmentColumnsSelect } from "./fields";
import { cachedValueSchema, documentPath, FORMAT_NAME, FORMAT_VERSION, type DocumentFile, type SegmentFile } from "./archive-format";

// A stored document as the export format describes it (documents/<n>/document.json), with every
// reference turned into a key by the caller's maps. Creating a document from a team template uses
// the same shape with the stored ids as keys, so copying and importing build rows the same way
// (import-rows.ts).

/** Everything a document file is built from: one query with its blocks, no N+1. */
export const exportDocumentSelect = {
  ...documentContentSelect,
  id: true,
  teamId: true,
  archived: true,
  segments: {
    select: segmentColumnsSelect,
    orderBy: [{ parentIndex: "asc" as const }, { order: "asc" as const }, { id: "asc" as const }],
  },
} as const satisfies Prisma.DocumentSelect;

export type ExportableDocument = Prisma.DocumentGetPayload<{ select: typeof exportDocumentSelect }>;
type StoredSegment = ExportableDocument["segments"][number];

/** How references become keys: null drops a reference (media of another workspace, a document not in the file). */
export interface ReferenceKeys {
  document: (id: string) => string;
  segment: (id: string) => string;
  media: (id: string) => string | null;
  file: (id: string) => string | null;
  /** The original team template of a DOCUMENT_FROM_TEAM_TEMPLATE, when it is part of the same file. */
  original: (id: string) => string | null;
}

/** Keys of the form d1, s1, m1, f1, in the order first asked for. */
export function sequentialKeys(prefix: string) {
  const keys = new Map<string, string>();
  const keyOf = (id: string) => {
    let known = keys.get(id);
    if (!known) {
      known = `${prefix}${keys.size + 1}`;
      keys.set(id, known);
    }
    return known;
  };
  return { keyOf, keys };
}

const jsonOrNull = (value: Prisma.JsonValue | null) => (value ?? null) as DocumentFile["header"];

/**
 * The block's content and metaData with the media ids its type keeps there (definition.mediaIds)
 * turned into media keys like imageList's, and the ids of its own files (miscFileList) that content
 * names (an attachment's descriptions) turned into file keys; an id with no key (another
 * workspace's, a lost file) becomes null: no image, no file.
 */
function fieldsFile(segment: StoredSegment, keys: ReferenceKeys) {
  const ids = new Set(blockMediaIds(segment));
  const withMedia = replaceContentMedia(jsonOrNull(segment.content), ids, keys.media);
  return {
    content: replaceContentMedia(withMedia, new Set(segment.miscFileList), keys.file),
    metaData: replaceContentMedia(jsonOrNull(segment.metaData), ids, keys.media) ?? {},
  };
}

function segmentFile(segment: StoredSegment, keys: ReferenceKeys): SegmentFile {
  return {
    key: keys.segment(segment.id),
    parent: segment.parentId ? keys.segment(segment.parentId) : null,
    segmentType: segment.segmentType,
    parentIndex: segment.parentIndex,
    order: segment.order,
    ...fieldsFile(segment, keys),
    imageList: segment.imageList.flatMap((id) => keys.media(id) ?? []),
    miscFileList: segment.miscFileList.flatMap((id) => keys.file(id) ?? []),
    positionName: segment.positionName,
    isFixedBlock: segment.isFixedBlock,
    teamTemplateUserCanEdit: segment.teamTemplateUserCanEdit,
    autoSelectOnHover: segment.autoSelectOnHover,
    rowCurrencies: jsonOrNull(segment.rowCurrencies),
  };
}

/**
 * cachedData is keyed by block id; entries of blocks the document no longer has, and values that are
 * not a `{ total, currency }` an import would accept, are left out (a cached total is recomputed).
 */
function cachedDataFile(doc: ExportableDocument, keys: ReferenceKeys): DocumentFile["cachedData"] {
  const cached = doc.cachedData && typeof doc.cachedData === "object" && !Array.isArray(doc.cachedData) ? doc.cachedData : {};
  const blockIds = new Set(doc.segments.map((segment) => segment.id));
  return Object.fromEntries(
    Object.entries(cached).flatMap(([id, value]) => {
      const parsed = cachedValueSchema.safeParse(value);
      return blockIds.has(id) && parsed.success ? [[keys.segment(id), parsed.data]] : [];
    }),
  );
}

export interface DocumentFileOptions {
  /**
   * The owner's private note is theirs alone: it goes in only when the owner exports their own
   * document by itself (never in a workspace export, nor in an export by anyone else).
   */
  includePrivateNote?: boolean;
}

export function toDocumentFile(doc: ExportableDocument, keys: ReferenceKeys, options: DocumentFileOptions = {}): DocumentFile {
  // Blocks whose parent is missing would make an invalid tree: they come out at the top level.
  const blockIds = new Set(doc.segments.map((segment) => segment.id));
  const segments = doc.segments.map((segment) => segmentFile(blockIds.has(segment.parentId ?? "") ? segment : { ...segment, parentId: null }, keys));
  const margins = doc.pageMargins as DocumentFile["pageMargins"];
  return {
    key: keys.document(doc.id),
    title: doc.title,
    type: doc.type,
    // SNAPSHOT rows are frozen shares, not documents of their own: they leave as plain documents.
    templateType: doc.templateType === "SNAPSHOT" ? "DOCUMENT" : doc.templateType,
    teamTemplate: {
      published: doc.teamTemplatePublished,
      allowAddNewBlocks: doc.allowAddNewBlocks,
      allowDeleteBlocks: doc.allowDeleteBlocks,
      original: doc.originalTeamTemplateDocId ? keys.original(doc.originalTeamTemplateDocId) : null,
    },
    archived: doc.archived,
    event: {
      startDate: doc.eventStartDate?.toISOString() ?? null,
      endDate: doc.eventEndDate?.toISOString() ?? null,
      hasStartDate: doc.eventHasStartDate,
      userState: doc.eventUserState,
    },
    project: doc.project,
    paperSize: doc.paperSize,
    pageMargins: margins && typeof margins === "object" ? margins : null,
    numberingStyle: doc.numberingStyle,
    sidebarVisible: doc.sidebarVisible,
    sidebarWidth: doc.sidebarWidth,
    privateNote: options.includePrivateNote ? doc.privateNote : null,
    customCss: doc.customCss,
    header: jsonOrNull(doc.header),
    footer: jsonOrNull(doc.footer),
    styleData: jsonOrNull(doc.styleData),
    cachedData: cachedDataFile(doc, keys),
    requireAcceptance: doc.requireAcceptance,
    thumbnail: doc.thumbnailId ? keys.media(doc.thumbnailId) : null,
    segments,
  };
}

/** The manifest of an archive holding `count` documents. */
export const manifestFor = (count: number, exportedAt: Date) => ({
  format: FORMAT_NAME,
  version: FORMAT_VERSION,
  exportedAt: exportedAt.toISOString(),
  documents: Array.from({ length: count }, (_, index) => ({ path: documentPath(index + 1) })),
});

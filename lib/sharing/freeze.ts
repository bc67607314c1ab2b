import { ACCEPT_BLOCK_TYPE, type AcceptContent } from "@/lib/acceptance/types";
import { blockMediaIds } from "@/lib/blocks/content-media";
import type { Prisma } from "@/lib/db/generated/client";
import { fontFileIdsOf } from "@/lib/doc-styles/font-files";
import { newId } from "@/lib/documents/create";
import { cachedDataOf, type CachedData } from "@/lib/documents/view";
import { AppError, notFound } from "@/lib/http/errors";
import { PRICING_TABLE_TYPE, tableHasChoices } from "@/lib/pricing/choices";
import type { CurrencyCode } from "@/lib/pricing/types";
import type { FrozenBlock, FrozenSnapshot } from "./frozen";

// A share's frozen copy of its document (workspace spec §3 Snapshot): the blocks as they are now,
// with new ids (an RSVP post names a frozen block and so identifies the share), the brand, the cached
// totals re-keyed to the new ids, and the media and files the copy shows with their sizes. Media
// and file ids stay the workspace's own (the share view serves them with ?share=<key>), but only
// those of the document's workspace are listed: nothing a block names can open another's media. The
// font files of the document's style copy are listed for serving too.
// A share closes a deal when the copy has an Accept block, or the document asks for acceptance (then
// a default Accept block with one signer is added at the end, so the copy itself says who signs),
// and lets the client choose when a pricing table has an optional row or a quantity range.
// One query per table.

export const RSVP_BLOCK_TYPE = "rsvp-form";

export interface FrozenDocument {
  frozen: FrozenSnapshot;
  mediaIds: string[];
  fileIds: string[];
  rsvpSegmentIds: string[];
  /** The share asks its client to accept: the copy has an Accept block. */
  requireAcceptance: boolean;
  /** A pricing table of the copy lets the client choose. */
  hasChoices: boolean;
}

/** What a share (not a design preview) adds to the copy: the default signer of a document that asks for acceptance. */
export interface ShareFreezeOptions {
  /** The e-mail share's address ("" for a link share): the default signer's e-mail. */
  signerEmail: string;
  /** The e-mail share's recipient's name, when the share names one. */
  signerName: string;
}

const sourceSelect = {
  id: true,
  title: true,
  type: true,
  numberingStyle: true,
  paperSize: true,
  styleData: true,
  customCss: true,
  header: true,
  footer: true,
  cachedData: true,
  requireAcceptance: true,
  deletedAt: true,
  teamId: true,
  team: { select: { id: true, name: true, logoId: true, faviconId: true, instagram: true, defaultCurrency: true, decimalSeparator: true, groupSeparator: true } },
  segments: {
    orderBy: [{ order: "asc" }, { createdAt: "asc" }, { id: "asc" }],
    select: {
      id: true,
      segmentType: true,
      parentId: true,
      order: true,
      isFixedBlock: true,
      positionName: true,
      content: true,
      metaData: true,
      imageList: true,
      miscFileList: true,
    },
  },
} satisfies Prisma.DocumentSelect;

const unique = (values: Iterable<string | null | undefined>) => [...new Set([...values].filter((value): value is string => Boolean(value)))];

/** The Accept block a document that asks for acceptance gets at the end of its copy when it has none. */
export function defaultAcceptBlock(blocks: FrozenBlock[], signer: ShareFreezeOptions): FrozenBlock {
  const content: AcceptContent = {
    title: "",
    terms: "",
    signers: [{ id: "s1", name: signer.signerName, role: "", email: signer.signerEmail }],
    requireAgreement: false,
    agreementLabel: "",
  };
  const lastOrder = Math.max(-1, ...blocks.filter((block) => block.parent === null && !block.isFixedBlock).map((block) => block.order));
  // No live block stands behind it: its sourceId is empty.
  return { id: newId(), sourceId: "", segmentType: ACCEPT_BLOCK_TYPE, parent: null, order: lastOrder + 1, isFixedBlock: false, positionName: null, content, metaData: {}, imageList: [], miscFileList: [] };
}

/**
 * Freezes the document now, inside the caller's transaction. `landingImageId` was checked to be the
 * workspace's. `share`: the copy is for a share (a design preview passes none: it closes no deal).
 */
export async function freezeDocument(
  tx: Prisma.TransactionClient,
  documentId: string,
  landingImageId: string | null = null,
  share: ShareFreezeOptions | null = null,
): Promise<FrozenDocument> {
  const source = await tx.document.findUnique({ where: { id: documentId }, select: sourceSelect });
  if (!source) throw notFound();
  if (source.deletedAt) throw new AppError("CONFLICT", "documentInTrash");

  const ids = new Map(source.segments.map((segment) => [segment.id, newId()]));
  const blocks: FrozenBlock[] = source.segments.map((segment) => ({
    id: ids.get(segment.id)!,
    sourceId: segment.id,
    segmentType: segment.segmentType,
    parent: segment.parentId ? (ids.get(segment.parentId) ?? null) : null,
    order: segment.order,
    isFixedBlock: segment.isFixedBlock,
    positionName: segment.positionName,
    content: segment.content,
    metaData: segment.metaData,
    imageList: segment.imageList,
    miscFileList: segment.miscFileList,
  }));
  const hasAcceptBlock = blocks.some((block) => block.segmentType === ACCEPT_BLOCK_TYPE);
  if (share && source.requireAcceptance && !hasAcceptBlock) blocks.push(defaultAcceptBlock(blocks, share));
  // Totals of pricing tables the document still has, under their frozen ids.
  const cachedData: CachedData = Object.fromEntries(
    Object.entries(cachedDataOf(source.cachedData)).flatMap(([segmentId, value]) => (ids.has(segmentId) ? [[ids.get(segmentId)!, value]] : [])),
  );

  const named = unique([
    ...source.segments.flatMap((segment) => [...segment.imageList, ...blockMediaIds(segment)]),
    source.team.logoId,
    source.team.faviconId,
    landingImageId,
  ]);
  const fileNames = unique(source.segments.flatMap((segment) => segment.miscFileList));
  // The style's uploaded fonts are served to visitors too (listed, not shown as downloads).
  const fontFiles = new Set(fontFileIdsOf(source.styleData));
  const servedFiles = unique([...fileNames, ...fontFiles]);
  const [media, files] = await Promise.all([
    named.length
      ? tx.media.findMany({ where: { id: { in: named }, teamId: source.teamId }, select: { id: true, width: true, height: true, mimeType: true } })
      : [],
    servedFiles.length
      ? tx.miscFile.findMany({ where: { id: { in: servedFiles }, teamId: source.teamId }, select: { id: true, sourceFileName: true, sizeBytes: true } })
      : [],
  ]);

  const frozen: FrozenSnapshot = {
    version: 1,
    document: {
      id: source.id,
      title: source.title,
      type: source.type,
      numberingStyle: source.numberingStyle,
      paperSize: source.paperSize,
      styleData: source.styleData,
      customCss: source.customCss,
      header: source.header,
      footer: source.footer,
      cachedData,
    },
    team: {
      id: source.team.id,
      name: source.team.name,
      logoId: source.team.logoId,
      faviconId: source.team.faviconId,
      instagram: source.team.instagram,
      defaultCurrency: source.team.defaultCurrency as CurrencyCode,
      numberFormat: { decimalSeparator: source.team.decimalSeparator, groupSeparator: source.team.groupSeparator },
    },
    blocks,
    media: media.map((item) => ({ id: item.id, width: item.width, height: item.height, mimeType: item.mimeType })),
    files: files.filter((file) => fileNames.includes(file.id)).map((file) => ({ id: file.id, name: file.sourceFileName, size: Number(file.sizeBytes) })),
  };
  return {
    frozen,
    mediaIds: media.map((item) => item.id),
    fileIds: files.map((file) => file.id),
    rsvpSegmentIds: blocks.filter((block) => block.segmentType === RSVP_BLOCK_TYPE).map((block) => block.id),
    requireAcceptance: blocks.some((block) => block.segmentType === ACCEPT_BLOCK_TYPE),
    hasChoices: blocks.some((block) => block.segmentType === PRICING_TABLE_TYPE && tableHasChoices(block.content)),
  };
}

import type { DealStatus, Prisma } from "@/lib/db/generated/client";
import type { DocumentAccess } from "@/lib/auth/policy";
import { isStyleCopyUpToDate } from "@/lib/doc-styles/copy";
import { segmentView, segmentViewSelect } from "@/lib/segments/view";
import { documentContentSelect } from "./fields";

// The document as the API answers it (workspace spec §3). `_id` mirrors `id` for the spec's clients.

/** URL of a media file served by our own API (GET /api/media/download/{id}). */
export const mediaUrl = (mediaId: string | null | undefined) => (mediaId ? `/api/media/download/${mediaId}` : null);
export const miscFileUrl = (fileId: string) => `/api/misc-file/download/${encodeURIComponent(fileId)}`;

/** The DB enum is A4 / US_LEGAL; the wire (and the spec) say "A4" / "us-legal". */
export const PAPER_SIZES = ["A4", "us-legal"] as const;
export type WirePaperSize = (typeof PAPER_SIZES)[number];
export const paperSizeToWire = (value: "A4" | "US_LEGAL"): WirePaperSize => (value === "US_LEGAL" ? "us-legal" : "A4");
export const paperSizeFromWire = (value: WirePaperSize): "A4" | "US_LEGAL" => (value === "us-legal" ? "US_LEGAL" : "A4");

/**
 * The status a list or the editor shows (documents issue §1): the event's userState if present,
 * else "shared" if the document has been shared (has snapshots), else "draft".
 */
export function shownStatus(eventUserState: string | null, snapshotCount: number): string {
  if (eventUserState && eventUserState.trim()) return eventUserState;
  return snapshotCount > 0 ? "shared" : "draft";
}

/**
 * Where the document stands with its client (lib/acceptance): NONE until a share asks for acceptance,
 * then AWAITING, ACCEPTED or DECLINED (the latest share's), and since when; and whether sharing adds
 * a signature step (the owner's Share tab setting).
 */
function dealFieldsOf(doc: { requireAcceptance: boolean; dealStatus: DealStatus; dealStatusAt: Date | null }) {
  return { requireAcceptance: doc.requireAcceptance, dealStatus: doc.dealStatus, dealStatusAt: doc.dealStatusAt };
}

function eventView(doc: { eventStartDate: Date | null; eventEndDate: Date | null; eventHasStartDate: boolean; eventUserState: string | null }) {
  return { startDate: doc.eventStartDate, endDate: doc.eventEndDate, hasStartDate: doc.eventHasStartDate, userState: doc.eventUserState };
}

// ---- List rows (reused by the index: /documents, /archive, team templates) ----

/** The columns one list row is built from: one query, no N+1 (the snapshot count comes from `_count`). */
export const documentSummarySelect = {
  id: true,
  title: true,
  type: true,
  templateType: true,
  archived: true,
  deletedAt: true,
  teamId: true,
  ownerId: true,
  thumbnailId: true,
  teamTemplatePublished: true,
  eventStartDate: true,
  eventEndDate: true,
  eventHasStartDate: true,
  eventUserState: true,
  project: true,
  cachedData: true,
  requireAcceptance: true,
  dealStatus: true,
  dealStatusAt: true,
  createdAt: true,
  updatedAt: true,
  owner: { select: { id: true, firstname: true, lastname: true } },
  team: { select: { id: true, name: true, decimalSeparator: true, groupSeparator: true } },
  _count: { select: { snapshots: true } },
} as const satisfies Prisma.DocumentSelect;

export type DocumentSummaryRow = Prisma.DocumentGetPayload<{ select: typeof documentSummarySelect }>;

/** One row of a document list. `userId` (optional) sets `isTheOwner`. */
export function documentSummaryView(row: DocumentSummaryRow, userId?: string) {
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    type: row.type,
    templateType: row.templateType,
    status: shownStatus(row.eventUserState, row._count.snapshots),
    archived: row.archived,
    deleted: row.deletedAt !== null,
    thumbnail: mediaUrl(row.thumbnailId),
    event: eventView(row),
    project: row.project,
    owner: { _id: row.owner.id, firstname: row.owner.firstname, lastname: row.owner.lastname },
    team: {
      _id: row.team.id,
      name: row.team.name,
      numberFormat: { decimalSeparator: row.team.decimalSeparator, groupSeparator: row.team.groupSeparator },
    },
    teamTemplateInfo: { published: row.teamTemplatePublished },
    snapshotCount: row._count.snapshots,
    cachedData: cachedDataOf(row.cachedData),
    ...dealFieldsOf(row),
    isTheOwner: userId !== undefined && row.ownerId === userId,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export type DocumentSummaryView = ReturnType<typeof documentSummaryView>;

/** Cached pricing totals per segment id: `{ [segmentId]: { total, currency, effectType, decimals } }` (decimals null: the currency's usual). */
export type CachedData = Record<string, { total: number; currency: string; effectType: string; decimals: number | null }>;

export function cachedDataOf(json: Prisma.JsonValue | null): CachedData {
  if (!json || typeof json !== "object" || Array.isArray(json)) return {};
  const out: CachedData = {};
  for (const [key, value] of Object.entries(json)) {
    if (value && typeof value === "object" && !Array.isArray(value) && typeof value.total === "number" && typeof value.currency === "string") {
      const effectType = typeof value.effectType === "string" ? value.effectType : "TOTAL";
      const decimals = typeof value.decimals === "number" ? value.decimals : null;
      out[key] = { total: value.total, currency: value.currency, effectType, decimals };
    }
  }
  return out;
}

// ---- The full document (editor, GET /api/document/{id}, answers of create/clone/...) ----

/** Everything the full document answer is built from, in one query (segments and counts included). */
export const documentViewSelect = {
  ...documentContentSelect,
  id: true,
  teamId: true,
  ownerId: true,
  archived: true,
  deletedAt: true,
  diskUsageBytes: true,
  version: true,
  lastOpenedAt: true,
  dealStatus: true,
  dealStatusAt: true,
  createdAt: true,
  updatedAt: true,
  team: {
    select: { id: true, name: true, defaultCurrency: true, decimalSeparator: true, groupSeparator: true, logoId: true, faviconId: true, instagram: true },
  },
  owner: { select: { id: true, firstname: true, lastname: true } },
  // The workspace style the document uses, read in the same query, for its name and the up-to-date flag.
  style: { select: { id: true, name: true, fonts: true, colors: true, others: true, uploadedFonts: true, customCSS: true } },
  segments: {
    orderBy: [{ order: "asc" }, { createdAt: "asc" }, { id: "asc" }],
    select: segmentViewSelect,
  },
  _count: { select: { snapshots: true } },
} as const satisfies Prisma.DocumentSelect;

export type DocumentViewRow = Prisma.DocumentGetPayload<{ select: typeof documentViewSelect }>;

/** What the caller may do with the document, as lib/auth/policy.ts computed it. */
export type ViewerRights = Pick<DocumentAccess, "isTheOwner" | "isTeamAdmin" | "readOnly">;

function marginsOf(json: Prisma.JsonValue | null) {
  if (!json || typeof json !== "object" || Array.isArray(json)) return null;
  const pick = (key: string) => (typeof json[key] === "number" ? (json[key] as number) : 0);
  return { top: pick("top"), right: pick("right"), bottom: pick("bottom"), left: pick("left") };
}

/** The spec's Document (workspace spec §3). The private note is the owner's alone. */
export function documentView(doc: DocumentViewRow, access: ViewerRights) {
  const snapshotCount = doc._count.snapshots;
  return {
    _id: doc.id,
    id: doc.id,
    title: doc.title,
    team: {
      _id: doc.team.id,
      name: doc.team.name,
      defaultCurrency: doc.team.defaultCurrency,
      numberFormat: { decimalSeparator: doc.team.decimalSeparator, groupSeparator: doc.team.groupSeparator },
      logo: doc.team.logoId ? `/api/team/${doc.team.id}/logo?v=${doc.team.logoId}` : null,
      favicon: doc.team.faviconId ? `/api/team/${doc.team.id}/favicon?v=${doc.team.faviconId}` : null,
      socialMedia: { instagram: doc.team.instagram },
    },
    owner: { _id: doc.owner.id, firstname: doc.owner.firstname, lastname: doc.owner.lastname },
    archived: doc.archived,
    deleted: doc.deletedAt !== null,
    event: eventView(doc),
    type: doc.type,
    templateType: doc.templateType,
    teamTemplateInfo: {
      published: doc.teamTemplatePublished,
      allowAddNewBlocks: doc.allowAddNewBlocks,
      allowDeleteBlocks: doc.allowDeleteBlocks,
      originalTeamTemplateDoc: doc.originalTeamTemplateDocId,
    },
    style: doc.style ? { _id: doc.style.id, name: doc.style.name } : null,
    styleData: doc.styleData,
    /** Does the document's copy still equal its workspace style (null: it uses none). */
    styleUpToDate: doc.style ? isStyleCopyUpToDate(doc.styleData, doc.style) : null,
    project: doc.project,
    paperSize: paperSizeToWire(doc.paperSize),
    design: { page: { margins: marginsOf(doc.pageMargins) } },
    numberingStyle: doc.numberingStyle,
    thumbnail: mediaUrl(doc.thumbnailId),
    sidebarVisible: doc.sidebarVisible,
    sidebarWidth: doc.sidebarWidth,
    diskUsage: { totalSize: Number(doc.diskUsageBytes) },
    privateNote: access.isTheOwner ? doc.privateNote : null,
    customCss: doc.customCss,
    header: doc.header,
    footer: doc.footer,
    cachedData: cachedDataOf(doc.cachedData),
    status: shownStatus(doc.eventUserState, snapshotCount),
    snapshotCount,
    ...dealFieldsOf(doc),
    isTheOwner: access.isTheOwner,
    isTeamAdmin: access.isTeamAdmin,
    readOnly: access.readOnly,
    version: doc.version,
    lastOpenedAt: doc.lastOpenedAt,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
    segments: doc.segments.map(segmentView),
  };
}

export type DocumentView = ReturnType<typeof documentView>;

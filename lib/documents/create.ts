import { randomBytes } from "node:crypto";
import type { Actor } from "@/lib/auth/actor";
import { AppError, forbidden } from "@/lib/http/errors";
import type { DocumentAccess, Membership } from "@/lib/auth/policy";
import { db } from "@/lib/db/client";
import { Prisma, type TemplateType } from "@/lib/db/generated/client";
import type { Translator } from "@/lib/i18n/translator";
import { requireLiveDocument } from "./lifecycle";
import { DOCUMENT_TITLE_MAX, type CreateDocumentInput } from "./schemas";
import { cachedDataOf, documentView, documentViewSelect } from "./view";
import { styleDataFromRow } from "@/lib/doc-styles/copy";

// Creating documents (documents issue §2): blank, duplicate ("clone") and "save as my template".
// Design templates and team templates add their own starting points on top of copyDocument.

const ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz";

/** A fresh cuid-shaped id (25 lower-case letters and digits, starting with "c"), made before insert so copies can link to each other. */
export function newId(): string {
  const time = Date.now().toString(36).padStart(9, "0").slice(-9);
  let rest = "";
  for (const byte of randomBytes(15)) rest += ALPHABET[byte % 36];
  return `c${time}${rest}`;
}

/** Titles are at most DOCUMENT_TITLE_MAX characters, also after " (copy)" is added. */
const fitTitle = (title: string) => title.slice(0, DOCUMENT_TITLE_MAX).trim();

/** JSON columns: Prisma writes SQL NULL only when told with DbNull. */
const jsonOrDbNull = (value: Prisma.JsonValue | null) => (value === null ? Prisma.DbNull : (value as Prisma.InputJsonValue));

/** A blank document in the workspace, owned by the caller; it takes the workspace's default style. */
export async function createDocument(actor: Actor, membership: Membership, input: CreateDocumentInput, t: Translator) {
  const title = fitTitle(input.title?.trim() || t("documentCalls.untitled"));
  const created = await db.$transaction(async (tx) => {
    const team = await tx.team.findUniqueOrThrow({
      where: { id: membership.teamId },
      select: { defaultDocStyle: { select: { id: true, name: true, fonts: true, colors: true, others: true, uploadedFonts: true, customCSS: true } } },
    });
    const style = team.defaultDocStyle;
    const doc = await tx.document.create({
      data: {
        title,
        teamId: membership.teamId,
        ownerId: actor.user.id,
        type: input.type,
        project: input.project?.trim() || null,
        styleId: style?.id ?? null,
        // The document keeps its own copy of the style (workspace spec §3 styleData).
        styleData: style ? (styleDataFromRow(style) as Prisma.InputJsonObject) : Prisma.DbNull,
      },
      select: documentViewSelect,
    });
    await tx.user.updateMany({ where: { id: actor.user.id, hasCreatedDocuments: false }, data: { hasCreatedDocuments: true } });
    return doc;
  });
  return documentView(created, { isTheOwner: true, isTeamAdmin: membership.role === "ADMIN", readOnly: false });
}

interface CopyOptions {
  ownerId: string;
  title: string;
  templateType: TemplateType;
  /** The private note is the owner's: it travels only when the owner copies their own document. */
  keepPrivateNote: boolean;
}

/**
 * Copies a document with its blocks (fresh ids, parent links and cached totals remapped to the new
 * blocks) and its contacts, in one transaction. The copy is active (not archived, not deleted) and
 * never a published team template. Answers the new document's id.
 */
export async function copyDocument(tx: Prisma.TransactionClient, sourceId: string, options: CopyOptions): Promise<string> {
  const source = await tx.document.findUniqueOrThrow({
    where: { id: sourceId },
    include: { segments: { orderBy: [{ order: "asc" }, { createdAt: "asc" }, { id: "asc" }] }, contacts: { select: { contactId: true } } },
  });
  const ids = new Map(source.segments.map((segment) => [segment.id, newId()]));
  const cachedData = Object.fromEntries(
    Object.entries(cachedDataOf(source.cachedData)).flatMap(([segmentId, value]) => (ids.has(segmentId) ? [[ids.get(segmentId)!, value]] : [])),
  );
  const fromTeamTemplate = options.templateType === "DOCUMENT_FROM_TEAM_TEMPLATE";
  const documentId = newId();
  await tx.document.create({
    data: {
      id: documentId,
      title: options.title,
      teamId: source.teamId,
      ownerId: options.ownerId,
      type: source.type,
      templateType: options.templateType,
      allowAddNewBlocks: fromTeamTemplate ? source.allowAddNewBlocks : true,
      allowDeleteBlocks: fromTeamTemplate ? source.allowDeleteBlocks : true,
      // A copy of a team template is a document made from it; a copy of such a document keeps its link.
      originalTeamTemplateDocId: fromTeamTemplate ? (source.templateType === "TEAM_TEMPLATE" ? source.id : source.originalTeamTemplateDocId) : null,
      fromDesignTemplateId: source.fromDesignTemplateId,
      eventStartDate: source.eventStartDate,
      eventEndDate: source.eventEndDate,
      eventHasStartDate: source.eventHasStartDate,
      eventUserState: source.eventUserState,
      styleId: source.styleId,
      styleData: jsonOrDbNull(source.styleData),
      project: source.project,
      paperSize: source.paperSize,
      pageMargins: jsonOrDbNull(source.pageMargins),
      numberingStyle: source.numberingStyle,
      thumbnailId: source.thumbnailId,
      sidebarVisible: source.sidebarVisible,
      sidebarWidth: source.sidebarWidth,
      privateNote: options.keepPrivateNote ? source.privateNote : null,
      customCss: source.customCss,
      header: jsonOrDbNull(source.header),
      footer: jsonOrDbNull(source.footer),
      cachedData,
      diskUsageBytes: source.diskUsageBytes,
      // The "ask to accept and sign" setting is the document's content; where its deals stand is not.
      requireAcceptance: source.requireAcceptance,
    },
  });
  if (source.segments.length) {
    await tx.segment.createMany({
      data: parentsFirst(source.segments).map((segment) => ({
        id: ids.get(segment.id)!,
        documentId,
        segmentType: segment.segmentType,
        parentId: segment.parentId ? (ids.get(segment.parentId) ?? null) : null,
        parentIndex: segment.parentIndex,
        order: segment.order,
        content: jsonOrDbNull(segment.content),
        metaData: segment.metaData as Prisma.InputJsonValue,
        imageList: segment.imageList,
        miscFileList: segment.miscFileList,
        positionName: segment.positionName,
        isFixedBlock: segment.isFixedBlock,
        teamTemplateUserCanEdit: segment.teamTemplateUserCanEdit,
        autoSelectOnHover: segment.autoSelectOnHover,
        rowCurrencies: jsonOrDbNull(segment.rowCurrencies),
      })),
    });
  }
  if (source.contacts.length) {
    await tx.documentContact.createMany({ data: source.contacts.map(({ contactId }) => ({ documentId, contactId })) });
  }
  return documentId;
}

/** Orders blocks so every parent comes before its children (the insert then never points at a missing row). */
export function parentsFirst<T extends { id: string; parentId: string | null }>(segments: T[]): T[] {
  const byId = new Map(segments.map((s) => [s.id, s]));
  const placed = new Set<string>();
  const out: T[] = [];
  const visit = (segment: T, trail: Set<string>) => {
    if (placed.has(segment.id)) return;
    const parent = segment.parentId ? byId.get(segment.parentId) : undefined;
    // A loop in the parent links (corrupt data) is cut where it closes.
    if (parent && !trail.has(parent.id)) visit(parent, new Set(trail).add(segment.id));
    if (placed.has(segment.id)) return;
    placed.add(segment.id);
    out.push(segment);
  };
  for (const segment of segments) visit(segment, new Set([segment.id]));
  return out;
}

/**
 * The templateType of a duplicate: the user's own templates stay templates; a team template's copy
 * and copies of documents made from one are DOCUMENT_FROM_TEAM_TEMPLATE, so they keep obeying the
 * team template (a free DOCUMENT would get around its block rules).
 */
export function cloneTemplateType(original: string): TemplateType {
  if (original === "TEMPLATE") return "TEMPLATE";
  if (original === "TEAM_TEMPLATE" || original === "DOCUMENT_FROM_TEAM_TEMPLATE") return "DOCUMENT_FROM_TEAM_TEMPLATE";
  return "DOCUMENT";
}

async function copyAndView(access: DocumentAccess, actor: Actor, titleOf: (title: string) => string, templateType: TemplateType) {
  return db.$transaction(async (tx) => {
    const { title } = await requireLiveDocument(access.documentId, tx);
    const id = await copyDocument(tx, access.documentId, { ownerId: actor.user.id, title: fitTitle(titleOf(title)), templateType, keepPrivateNote: access.isTheOwner });
    const row = await tx.document.findUniqueOrThrow({ where: { id }, select: documentViewSelect });
    return documentView(row, { isTheOwner: true, isTeamAdmin: access.isTeamAdmin, readOnly: false });
  });
}

/**
 * Duplicates a document for the caller ("<title> (copy)", owned by the caller, same workspace). Any
 * member of the workspace who can see the document may: members read every document and may start
 * their own from it. Viewers from outside the workspace (the super admin, anyone opening a published
 * team template) get 403: they can see it but not create documents in that workspace.
 */
export async function cloneDocument(actor: Actor, access: DocumentAccess, t: Translator) {
  if (!access.membership) throw forbidden();
  return copyAndView(access, actor, (title) => t("documentCalls.copyTitle", { title }), cloneTemplateType(access.templateType));
}

/**
 * Saves a copy of the owner's document as the owner's own template (templateType TEMPLATE), under
 * the same title. Only plain documents and templates qualify (409 for anything else): a team
 * template and a document made from one carry the team template's block rules, and a free copy
 * would get around them. components/documents/document-actions.ts offers the action by this rule.
 */
export async function saveAsTemplate(actor: Actor, access: DocumentAccess) {
  if (access.templateType !== "DOCUMENT" && access.templateType !== "TEMPLATE") throw new AppError("CONFLICT", "templateNotSavable");
  return copyAndView(access, actor, (title) => title, "TEMPLATE");
}

import { blockMediaIds } from "@/lib/blocks/content-media";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/http/errors";
import { requireSafeCss } from "./custom-css";
import { updateDocumentFields, type DocumentFields } from "./field-update";
import { requireLiveDocument } from "./lifecycle";
import { PAGE_CONTENT_MIN, PAGE_WIDTH, type PageMargins, type SetEventInput } from "./schemas";
import { cachedDataOf, mediaUrl, paperSizeFromWire, paperSizeToWire, type WirePaperSize } from "./view";

// The document's own settings (documents issue §3; accounts spec §7 set-* calls). Owner-only: the
// route handlers ask lib/auth/policy.ts requireDocumentOwner first. Every simple field goes through
// updateDocumentFields, so the change is recorded for undo in the same transaction, and the trash and
// plan checks run under the document's lock.

interface Change {
  documentId: string;
  userId: string;
}

/** The write refuses a document in the trash (409) and an ended plan (402) inside its transaction (updateDocumentFields). */
async function setFields(change: Change, action: string, fields: DocumentFields, options: { requirePlan?: boolean } = {}) {
  return updateDocumentFields({ documentId: change.documentId, userId: change.userId, action, fields, ...options });
}

/** The sidebar is the editor's layout, not the document's content: it may change after the plan has ended. */
const LAYOUT_ONLY = { requirePlan: false };

const titleEmpty = () => new AppError("INVALID_INPUT", "documentNameEmpty", {}, [{ path: "title", message: "errors.documentNameEmpty" }]);

/** Rename: trimmed, and 'Document name can not be empty' when nothing is left (workspace spec §5). */
export async function renameDocument(change: Change, typed: string) {
  const title = typed.trim();
  if (!title) throw titleEmpty();
  const doc = await setFields(change, "rename", { title });
  return { success: true, title: doc.title, version: doc.version };
}

/**
 * The event: only the fields given change. The end may not be before the start, compared with the
 * stored value of whichever side is not given (400 naming endDate).
 */
export async function setEvent(change: Change, input: SetEventInput) {
  const fields: DocumentFields = {};
  if (input.startDate !== undefined) fields.eventStartDate = input.startDate;
  if (input.endDate !== undefined) fields.eventEndDate = input.endDate;
  if (input.hasStartDate !== undefined) fields.eventHasStartDate = input.hasStartDate;
  if (input.userState !== undefined) fields.eventUserState = input.userState?.trim() || null;

  const current = await db.document.findUniqueOrThrow({
    where: { id: change.documentId },
    select: { eventStartDate: true, eventEndDate: true, eventHasStartDate: true, eventUserState: true, version: true },
  });
  const start = input.startDate !== undefined ? input.startDate : current.eventStartDate;
  const end = input.endDate !== undefined ? input.endDate : current.eventEndDate;
  if (start && end && end.getTime() < start.getTime()) {
    throw new AppError("INVALID_INPUT", "eventEndBeforeStart", {}, [{ path: "endDate", message: "errors.eventEndBeforeStart" }]);
  }
  let doc = current;
  if (Object.keys(fields).length) doc = await setFields(change, "set-event", fields);
  else await requireLiveDocument(change.documentId);
  return {
    success: true,
    event: { startDate: doc.eventStartDate, endDate: doc.eventEndDate, hasStartDate: doc.eventHasStartDate, userState: doc.eventUserState },
    version: doc.version,
  };
}

export async function setPrivateNote(change: Change, note: string | null) {
  const doc = await setFields(change, "set-private-note", { privateNote: note?.trim() ? note : null });
  return { success: true, privateNote: doc.privateNote, version: doc.version };
}

export async function setSidebarVisibility(change: Change, visible: boolean) {
  const doc = await setFields(change, "set-sidebar-visibility", { sidebarVisible: visible }, LAYOUT_ONLY);
  return { success: true, sidebarVisible: doc.sidebarVisible, version: doc.version };
}

export async function setSidebarWidth(change: Change, width: number) {
  const doc = await setFields(change, "set-sidebar-width", { sidebarWidth: width }, LAYOUT_ONLY);
  return { success: true, sidebarWidth: doc.sidebarWidth, version: doc.version };
}

export async function setPaperSize(change: Change, paperSize: WirePaperSize) {
  const doc = await setFields(change, "set-paper-size", { paperSize: paperSizeFromWire(paperSize) });
  return { success: true, paperSize: paperSizeToWire(doc.paperSize), version: doc.version };
}

/** Page margins in px, each 0-300, and left + right leaving at least 200 px of the 940 px page for content. */
export async function setPageMargins(change: Change, margins: PageMargins) {
  const max = PAGE_WIDTH - PAGE_CONTENT_MIN;
  if (margins.left + margins.right >= max) {
    throw new AppError("INVALID_INPUT", "pageMarginsTooWide", { max }, [
      { path: "left", message: "validation.invalid" },
      { path: "right", message: "validation.invalid" },
    ]);
  }
  const value = { top: margins.top, right: margins.right, bottom: margins.bottom, left: margins.left };
  const doc = await setFields(change, "set-page-margins", { pageMargins: value });
  return { success: true, design: { page: { margins: value } }, version: doc.version };
}

/** Custom CSS: at most 50 000 characters and nothing that could leave the style element or run script (400 naming customCss). */
export async function setCustomCss(change: Change, css: string | null) {
  const doc = await setFields(change, "set-custom-css", { customCss: requireSafeCss(css) });
  return { success: true, customCss: doc.customCss, version: doc.version };
}

/** The list thumbnail: an image of the document's workspace library (else 400 naming mediaId); null clears it. */
export async function setThumbnail(documentId: string, mediaId: string | null) {
  return db.$transaction(async (tx) => {
    await requireLiveDocument(documentId, tx);
    const doc = await tx.document.findUniqueOrThrow({ where: { id: documentId }, select: { teamId: true } });
    if (mediaId) {
      const media = await tx.media.findFirst({ where: { id: mediaId, teamId: doc.teamId, deleted: false }, select: { id: true } });
      if (!media) throw new AppError("INVALID_INPUT", "mediaNotInWorkspace", {}, [{ path: "mediaId", message: "errors.mediaNotInWorkspace" }]);
    }
    await tx.document.update({ where: { id: documentId }, data: { thumbnailId: mediaId } });
    return { success: true, thumbnail: mediaUrl(mediaId) };
  });
}

/**
 * Stores a pricing table's computed total for lists and previews: merged into cachedData[segmentId]
 * with one atomic jsonb update, so tables saving at once do not overwrite each other. The block must
 * belong to the document (400 naming segmentId). Derived data: not recorded for undo.
 */
export async function setCachedData(documentId: string, input: { segmentId: string; total: number; currency: string; effectType: string; decimals?: number }) {
  return db.$transaction(async (tx) => {
    await requireLiveDocument(documentId, tx);
    const segment = await tx.segment.findFirst({ where: { id: input.segmentId, documentId }, select: { id: true } });
    if (!segment) throw new AppError("INVALID_INPUT", "segmentNotInDocument", {}, [{ path: "segmentId", message: "errors.segmentNotInDocument" }]);
    const rows = await tx.$queryRaw<{ cachedData: unknown }[]>`
      UPDATE "documents"
      SET "cachedData" = COALESCE("cachedData", '{}'::jsonb)
        || jsonb_build_object(${input.segmentId}::text, jsonb_build_object('total', ${input.total}::float8, 'currency', ${input.currency}::text,
             'effectType', ${input.effectType}::text, 'decimals', ${input.decimals ?? null}::int))
      WHERE "id" = ${documentId}
      RETURNING "cachedData"`;
    return { success: true, cachedData: cachedDataOf((rows[0]?.cachedData ?? {}) as Parameters<typeof cachedDataOf>[0]) };
  });
}

/**
 * Bytes of the distinct media and files the document uses (its thumbnail, its blocks' images, in
 * imageList and inside their content and metaData, and their attached files), recomputed
 * and stored in diskUsageBytes without touching updatedAt (reading it is not an edit).
 */
export async function diskUsage(documentId: string) {
  return db.$transaction(async (tx) => {
    const doc = await tx.document.findUniqueOrThrow({
      where: { id: documentId },
      select: { thumbnailId: true, segments: { select: { segmentType: true, content: true, metaData: true, imageList: true, miscFileList: true } } },
    });
    const ids = [
      ...new Set([
        ...(doc.thumbnailId ? [doc.thumbnailId] : []),
        ...doc.segments.flatMap((s) => [...s.imageList, ...blockMediaIds(s)]),
      ]),
    ];
    const fileIds = [...new Set(doc.segments.flatMap((s) => s.miscFileList))];
    const media = ids.length ? await tx.media.aggregate({ where: { id: { in: ids } }, _sum: { sizeBytes: true } }) : null;
    const files = fileIds.length ? await tx.miscFile.aggregate({ where: { id: { in: fileIds } }, _sum: { sizeBytes: true } }) : null;
    const totalSize = (media?._sum.sizeBytes ?? BigInt(0)) + (files?._sum.sizeBytes ?? BigInt(0));
    await tx.$executeRaw`UPDATE "documents" SET "diskUsageBytes" = ${totalSize} WHERE "id" = ${documentId} AND "diskUsageBytes" <> ${totalSize}`;
    return { totalSize: Number(totalSize) };
  });
}

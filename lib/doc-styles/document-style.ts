import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { updateDocumentFields } from "@/lib/documents/field-update";
import { AppError, notFound } from "@/lib/http/errors";
import { styleDataFromRow } from "./copy";

// A document uses a style by keeping its own copy (workspace spec §3 styleData): set-doc-style picks a
// style, update-doc-style refreshes the copy from the style as it is now (the editor's one-click
// update). Owner-only: the route handlers ask requireDocumentOwner first. Both go through
// updateDocumentFields, so the change is recorded for undo, and the trash and plan checks run under the
// document's lock. A document may use its workspace's styles and the global ones.

interface Change {
  documentId: string;
  userId: string;
}

const styleColumns = { id: true, teamId: true, name: true, fonts: true, colors: true, others: true, uploadedFonts: true, customCSS: true } as const;

/** The style, when the document's workspace may use it; null otherwise. */
async function usableStyle(documentId: string, styleId: string) {
  const [doc, style] = await Promise.all([
    db.document.findUnique({ where: { id: documentId }, select: { teamId: true } }),
    db.docStyle.findUnique({ where: { id: styleId }, select: styleColumns }),
  ]);
  if (!doc) throw notFound();
  return style && (style.teamId === null || style.teamId === doc.teamId) ? style : null;
}

async function applyStyle(change: Change, action: string, style: NonNullable<Awaited<ReturnType<typeof usableStyle>>>) {
  const styleData = styleDataFromRow(style);
  const doc = await updateDocumentFields({ ...change, action, fields: { styleId: style.id, styleData: styleData as Prisma.InputJsonObject } });
  return { success: true, styleData: doc.styleData, styleId: doc.styleId, style: { _id: style.id, name: style.name }, styleUpToDate: true, version: doc.version };
}

/** set-doc-style: a style the workspace may use, else 400 naming styleId. */
export async function setDocumentStyle(change: Change, styleId: string) {
  const style = await usableStyle(change.documentId, styleId);
  if (!style) throw new AppError("INVALID_INPUT", "docStyleNotAvailable", {}, [{ path: "styleId", message: "errors.docStyleNotAvailable" }]);
  return applyStyle(change, "set-doc-style", style);
}

/** update-doc-style/{styleId}: the copy taken again from the style as it is now; a style the document may not use is 404. */
export async function refreshDocumentStyle(change: Change, styleId: string) {
  const style = await usableStyle(change.documentId, styleId);
  if (!style) throw notFound();
  return applyStyle(change, "update-doc-style", style);
}

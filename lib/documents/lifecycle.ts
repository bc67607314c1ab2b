import type { Actor } from "@/lib/auth/actor";
import type { DocumentAccess } from "@/lib/auth/policy";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { AppError, notFound } from "@/lib/http/errors";
import { deleteLeftoverFiles, documentLeftovers, dropUnreferencedContents } from "./leftovers";
import { lockDocumentHistory } from "./undo-lock";
import { documentView, documentViewSelect, type ViewerRights } from "./view";

// The document's lifecycle (documents issue §3, workspace spec §4): read, transfer to a colleague,
// move to another workspace, archive and unarchive, soft delete, restore, permanent delete.
// Authorization is asked by the route handlers of lib/auth/policy.ts before these run; every call
// writes in one transaction.

type Client = Prisma.TransactionClient | typeof db;

const inTrash = () => new AppError("CONFLICT", "documentInTrash");

/** Changes are refused while a document is soft-deleted: restore it first (409). Answers its title. */
export async function requireLiveDocument(documentId: string, client: Client = db) {
  const doc = await client.document.findUnique({ where: { id: documentId }, select: { title: true, deletedAt: true } });
  if (!doc) throw notFound();
  if (doc.deletedAt) throw inTrash();
  return { title: doc.title };
}

export async function loadDocumentView(documentId: string, rights: ViewerRights, client: Client = db) {
  const row = await client.document.findUnique({ where: { id: documentId }, select: documentViewSelect });
  if (!row) throw notFound();
  return documentView(row, rights);
}

/**
 * The document for its viewer. Opening it as the owner notes the time (lastOpenedAt) without
 * touching updatedAt, so merely opening a document does not reorder the lists.
 */
export async function readDocument(access: DocumentAccess) {
  if (access.isTheOwner) {
    await db.$executeRaw`UPDATE "documents" SET "lastOpenedAt" = now() WHERE "id" = ${access.documentId}`;
  }
  return loadDocumentView(access.documentId, access);
}

/**
 * Undo histories hold snapshots of the rows as they were: once the document has a new owner (or
 * another workspace), writing one of them back would silently overwrite what happened since. The
 * whole history of the document, every user's, goes with the change, in its transaction (which
 * holds the history lock, lib/documents/undo-lock.ts).
 */
async function clearDocumentHistory(tx: Prisma.TransactionClient, documentId: string) {
  await tx.undoEntry.deleteMany({ where: { documentId } });
}

/**
 * Hands the document to a colleague: an accepted member of the same workspace (else 400 naming
 * userId, whether or not such a user exists elsewhere). The caller keeps reading it as a member.
 * The document's undo history is cleared (clearDocumentHistory).
 */
export async function transferDocument(access: DocumentAccess, userId: string) {
  return db.$transaction(async (tx) => {
    await lockDocumentHistory(tx, access.documentId);
    await requireLiveDocument(access.documentId, tx);
    const target = await tx.member.findFirst({ where: { teamId: access.teamId, userId, acceptedAt: { not: null } }, select: { role: true } });
    if (!target) {
      throw new AppError("INVALID_INPUT", "transferTargetNotMember", {}, [{ path: "userId", message: "errors.transferTargetNotMember" }]);
    }
    if (userId === access.ownerId) return loadDocumentView(access.documentId, access, tx);
    await tx.document.update({ where: { id: access.documentId }, data: { ownerId: userId } });
    await clearDocumentHistory(tx, access.documentId);
    return loadDocumentView(access.documentId, { isTheOwner: false, isTeamAdmin: access.isTeamAdmin, readOnly: true }, tx);
  });
}

/**
 * Moves the document to another workspace of its owner (404 when the owner is not an accepted member
 * of it). Links that belong to the old workspace are dropped: its doc style (built-in styles stay)
 * and its contacts. The document keeps its own copy of the style (styleData). The document's undo
 * history is cleared (clearDocumentHistory).
 */
export async function changeWorkspace(actor: Actor, access: DocumentAccess, teamId: string) {
  return db.$transaction(async (tx) => {
    await lockDocumentHistory(tx, access.documentId);
    const target = await tx.member.findFirst({ where: { teamId, userId: actor.user.id, acceptedAt: { not: null } }, select: { role: true } });
    if (!target) throw notFound();
    await requireLiveDocument(access.documentId, tx);
    const rights = { isTheOwner: true, isTeamAdmin: target.role === "ADMIN", readOnly: false };
    const doc = await tx.document.findUniqueOrThrow({ where: { id: access.documentId }, select: { teamId: true, style: { select: { teamId: true } } } });
    if (doc.teamId === teamId) return loadDocumentView(access.documentId, rights, tx);
    const foreignStyle = doc.style?.teamId != null && doc.style.teamId !== teamId;
    await tx.document.update({
      where: { id: access.documentId },
      data: { teamId, ...(foreignStyle ? { styleId: null } : {}), version: { increment: 1 } },
    });
    await tx.documentContact.deleteMany({ where: { documentId: access.documentId, contact: { teamId: { not: teamId } } } });
    await clearDocumentHistory(tx, access.documentId);
    return loadDocumentView(access.documentId, rights, tx);
  });
}

/** Archives (default) or unarchives the document; answers `{ success, archived }`. */
export async function setArchived(documentId: string, archived: boolean) {
  return db.$transaction(async (tx) => {
    await requireLiveDocument(documentId, tx);
    const doc = await tx.document.update({ where: { id: documentId }, data: { archived }, select: { archived: true } });
    return { success: true, archived: doc.archived };
  });
}

/** Soft delete: the document leaves every list and stays visible to its owner only, to restore or delete for good. */
export async function softDeleteDocument(documentId: string) {
  await db.document.updateMany({ where: { id: documentId, deletedAt: null }, data: { deletedAt: new Date() } });
  return { success: true };
}

export async function restoreDocument(documentId: string) {
  await db.document.updateMany({ where: { id: documentId, deletedAt: { not: null } }, data: { deletedAt: null } });
  return { success: true };
}

/**
 * Removes a soft-deleted document for good, its blocks, shares, deals, contacts links and history
 * with it (database cascades), and what they left outside their rows: kept PDFs and accepted
 * contents (leftovers.ts). Media stay in the workspace's library. A live document answers 409.
 */
export async function permanentlyDeleteDocument(documentId: string) {
  const leftovers = await db.$transaction(async (tx) => {
    const doc = await tx.document.findUnique({ where: { id: documentId }, select: { deletedAt: true } });
    if (!doc) throw notFound();
    if (!doc.deletedAt) throw new AppError("CONFLICT", "documentNotInTrash");
    const left = await documentLeftovers(tx, { id: documentId });
    await tx.document.delete({ where: { id: documentId } });
    await dropUnreferencedContents(tx, left);
    return left;
  });
  await deleteLeftoverFiles(leftovers);
  return { success: true };
}

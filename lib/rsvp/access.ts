import type { Actor } from "@/lib/auth/actor";
import { requireDocumentViewer, type DocumentAccess } from "@/lib/auth/policy";
import { forbidden, notFound } from "@/lib/http/errors";

/**
 * Who reads a document's guest list (names, phone numbers, e-mails of the owner's clients' guests):
 * the document's owner and the workspace's admins. Other members see the document but not this
 * (403); anyone the document is hidden from gets 404 from requireDocumentViewer.
 */
export async function requireGuestListReader(actor: Actor, documentId: string): Promise<DocumentAccess> {
  const access = await requireDocumentViewer(actor, documentId);
  if (access.isTheOwner || access.isTeamAdmin) return access;
  if (!access.membership) throw notFound();
  throw forbidden();
}

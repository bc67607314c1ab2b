import { db } from "@/lib/db/client";
import { invalidInput } from "@/lib/http/errors";
import { requireLiveDocument } from "@/lib/documents/lifecycle";
import { contactSelect, contactView, type ContactView } from "./view";

// Documents linked to contacts (DocumentContact): the editor's "Client" section reads and sets a
// document's contacts; "find by contact" is the documents issue's GET /api/document/by-contact/{contactId}
// (lib/documents/list.ts listDocumentsByContact), which the contact page uses.

/** The contacts linked to a document, in the order they were linked; only its own workspace's (moving a document drops the others). */
export async function linkedContacts(documentId: string, teamId: string): Promise<{ contacts: ContactView[] }> {
  const links = await db.documentContact.findMany({
    where: { documentId, contact: { teamId } },
    orderBy: [{ createdAt: "asc" }, { contactId: "asc" }],
    select: { contact: { select: contactSelect } },
  });
  return { contacts: links.map((link) => contactView(link.contact)) };
}

/**
 * Makes `contactIds` the document's linked contacts: new ones are linked, missing ones unlinked, the
 * others keep their place. Every contact must be of the document's workspace, else 400 naming
 * `contactIds` and nothing changes. A document in the trash is refused (409) like every other edit.
 * Linking is not an edit of the document's content: no version bump, no undo entry, no plan check.
 */
export async function setLinkedContacts(documentId: string, teamId: string, contactIds: string[]): Promise<{ contacts: ContactView[] }> {
  await db.$transaction(async (tx) => {
    await requireLiveDocument(documentId, tx);
    const found = await tx.contact.count({ where: { id: { in: contactIds }, teamId } });
    if (found !== contactIds.length) throw invalidInput("invalidInput", [{ path: "contactIds", message: "validation.invalid" }]);
    await tx.documentContact.deleteMany({ where: { documentId, contactId: { notIn: contactIds } } });
    await tx.documentContact.createMany({ data: contactIds.map((contactId) => ({ documentId, contactId })), skipDuplicates: true });
  });
  return linkedContacts(documentId, teamId);
}

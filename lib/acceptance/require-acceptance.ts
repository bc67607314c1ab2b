import { updateDocumentFields } from "@/lib/documents/field-update";

// The Share tab's "Ask the client to accept and sign": a document setting like the paper size. The
// owner's alone (the route asks requireDocumentOwner first); it goes through updateDocumentFields, so
// it is recorded for undo and refused for a document in the trash (409) or after the plan ended
// (402), under the document's lock. Sharing reads it when it freezes the document: a share made
// while it is on gets a signature step at the end unless the document has its own Accept block.

export async function setRequireAcceptance(change: { documentId: string; userId: string }, requireAcceptance: boolean) {
  const doc = await updateDocumentFields({ documentId: change.documentId, userId: change.userId, action: "set-require-acceptance", fields: { requireAcceptance } });
  return { success: true, requireAcceptance: doc.requireAcceptance, version: doc.version };
}

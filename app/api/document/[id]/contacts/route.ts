import { requireDocumentOwner, requireDocumentViewer } from "@/lib/auth/policy";
import { contactContracts } from "@/lib/contacts/contracts";
import { linkedContacts, setLinkedContacts } from "@/lib/contacts/links";
import { route } from "@/lib/http/route";

export const GET = route(contactContracts.documentContacts, async ({ actor, params }) => {
  const { documentId, teamId } = await requireDocumentViewer(actor, params.id);
  return linkedContacts(documentId, teamId);
});

// Only the owner changes a document (lib/auth/policy.ts): colleagues read the links, others get 404.
export const POST = route(contactContracts.setDocumentContacts, async ({ actor, params, body }) => {
  const { documentId, teamId } = await requireDocumentOwner(actor, params.id);
  return setLinkedContacts(documentId, teamId, body.contactIds);
});

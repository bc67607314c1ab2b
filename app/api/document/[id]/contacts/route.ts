import { isSuperAdmin, requireDocumentOwner, requireDocumentViewer } from "@/lib/auth/policy";
import { contactContracts } from "@/lib/contacts/contracts";
import { linkedContacts, setLinkedContacts } from "@/lib/contacts/links";
import { notFound } from "@/lib/http/errors";
import { route } from "@/lib/http/route";

// Contacts are the workspace's own: a viewer from outside it (a published team template is open to
// every signed-in user) gets 404, never the client's names and addresses. Operators, who view any
// document read-only (/superadmin/document/{id}), see them too.
export const GET = route(contactContracts.documentContacts, async ({ actor, params }) => {
  const { documentId, teamId, membership } = await requireDocumentViewer(actor, params.id);
  if (!membership && !isSuperAdmin(actor.user)) throw notFound();
  return linkedContacts(documentId, teamId);
});

// Only the owner changes a document (lib/auth/policy.ts): colleagues read the links, others get 404.
export const POST = route(contactContracts.setDocumentContacts, async ({ actor, params, body }) => {
  const { documentId, teamId } = await requireDocumentOwner(actor, params.id);
  return setLinkedContacts(documentId, teamId, body.contactIds);
});

import { requireDocumentOwner } from "@/lib/auth/policy";
import { docStyleContracts } from "@/lib/doc-styles/contracts";
import { refreshDocumentStyle } from "@/lib/doc-styles/document-style";
import { route } from "@/lib/http/route";

export const POST = route(docStyleContracts.refreshDocumentStyle, async ({ actor, params }) => {
  await requireDocumentOwner(actor, params.id);
  return refreshDocumentStyle({ documentId: params.id, userId: actor.user.id }, params.styleId);
});

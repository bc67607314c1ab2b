import { requireDocumentOwner } from "@/lib/auth/policy";
import { docStyleContracts } from "@/lib/doc-styles/contracts";
import { setDocumentStyle } from "@/lib/doc-styles/document-style";
import { route } from "@/lib/http/route";

export const POST = route(docStyleContracts.setDocumentStyle, async ({ actor, params, body }) => {
  await requireDocumentOwner(actor, params.id);
  return setDocumentStyle({ documentId: params.id, userId: actor.user.id }, body.styleId);
});

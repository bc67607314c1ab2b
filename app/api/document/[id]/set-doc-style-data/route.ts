import { requireDocumentOwner } from "@/lib/auth/policy";
import { docStyleContracts } from "@/lib/doc-styles/contracts";
import { setDocumentStyleData } from "@/lib/doc-styles/document-own-style";
import { route } from "@/lib/http/route";

export const POST = route(docStyleContracts.setDocumentStyleData, async ({ actor, params, body }) => {
  const access = await requireDocumentOwner(actor, params.id);
  return setDocumentStyleData({ documentId: params.id, userId: actor.user.id }, access.teamId, body);
});

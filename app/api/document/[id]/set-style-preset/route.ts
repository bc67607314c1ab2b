import { requireDocumentOwner } from "@/lib/auth/policy";
import { docStyleContracts } from "@/lib/doc-styles/contracts";
import { setDocumentStylePreset } from "@/lib/doc-styles/document-own-style";
import { route } from "@/lib/http/route";

export const POST = route(docStyleContracts.setDocumentStylePreset, async ({ actor, params, body, t }) => {
  await requireDocumentOwner(actor, params.id);
  return setDocumentStylePreset({ documentId: params.id, userId: actor.user.id }, body.presetId, t);
});

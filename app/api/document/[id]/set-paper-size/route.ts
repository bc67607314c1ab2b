import { requireDocumentOwner } from "@/lib/auth/policy";
import { documentContracts } from "@/lib/documents/contracts";
import { setPaperSize } from "@/lib/documents/settings";
import { route } from "@/lib/http/route";

export const POST = route(documentContracts.setPaperSize, async ({ actor, params, body }) => {
  await requireDocumentOwner(actor, params.id);
  return setPaperSize({ documentId: params.id, userId: actor.user.id }, body.paperSize);
});

import { requireDocumentOwner } from "@/lib/auth/policy";
import { route } from "@/lib/http/route";
import { segmentContracts } from "@/lib/segments/contracts";
import { blockDocumentId } from "@/lib/segments/edit-scope";
import { moveSegment } from "@/lib/segments/structure";

export const POST = route(segmentContracts.move, async ({ actor, params, body }) => {
  const documentId = await blockDocumentId(params.id, "flow");
  await requireDocumentOwner(actor, documentId);
  return moveSegment({ documentId, userId: actor.user.id }, params.id, body);
});

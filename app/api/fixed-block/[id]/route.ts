import { documentOwnerAccess, requireDocumentOwner } from "@/lib/auth/policy";
import { route } from "@/lib/http/route";
import { segmentContracts } from "@/lib/segments/contracts";
import { blockDocumentId } from "@/lib/segments/edit-scope";
import { removeFixedBlock } from "@/lib/segments/fixed";
import { updateSegment } from "@/lib/segments/update";

// Authorized inside the write's one locked read (autosave is the hottest call): the owner only.
export const POST = route(segmentContracts.updateFixed, async ({ actor, params, body }) => updateSegment(actor, params.id, "fixed", body, documentOwnerAccess));

export const DELETE = route(segmentContracts.removeFixed, async ({ actor, params }) => {
  const documentId = await blockDocumentId(params.id, "fixed");
  await requireDocumentOwner(actor, documentId);
  return removeFixedBlock({ documentId, userId: actor.user.id }, params.id);
});

import { documentOwnerAccess, requireDocumentOwner, requireDocumentViewer } from "@/lib/auth/policy";
import { route } from "@/lib/http/route";
import { segmentContracts } from "@/lib/segments/contracts";
import { blockDocumentId } from "@/lib/segments/edit-scope";
import { deleteSegment } from "@/lib/segments/structure";
import { readSegment, updateSegment } from "@/lib/segments/update";

export const GET = route(segmentContracts.read, async ({ actor, params }) => {
  await requireDocumentViewer(actor, await blockDocumentId(params.id, "any"));
  return readSegment(params.id);
});

// Authorized inside the write's one locked read (autosave is the hottest call): the owner only.
export const POST = route(segmentContracts.update, async ({ actor, params, body }) => updateSegment(actor, params.id, "flow", body, documentOwnerAccess));

export const DELETE = route(segmentContracts.remove, async ({ actor, params }) => {
  const documentId = await blockDocumentId(params.id, "flow");
  await requireDocumentOwner(actor, documentId);
  return deleteSegment({ documentId, userId: actor.user.id }, params.id);
});

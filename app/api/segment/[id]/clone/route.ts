import { requireDocumentOwner } from "@/lib/auth/policy";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { segmentContracts } from "@/lib/segments/contracts";
import { blockDocumentId } from "@/lib/segments/edit-scope";
import { cloneSegment } from "@/lib/segments/structure";

export const POST = route(segmentContracts.clone, async ({ actor, params }) => {
  const documentId = await blockDocumentId(params.id, "flow");
  await requireDocumentOwner(actor, documentId);
  return json(await cloneSegment({ documentId, userId: actor.user.id }, params.id), { status: 201 });
});

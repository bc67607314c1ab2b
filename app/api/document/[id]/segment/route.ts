import { requireDocumentOwner } from "@/lib/auth/policy";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { segmentContracts } from "@/lib/segments/contracts";
import { createSegment } from "@/lib/segments/create";

export const POST = route(segmentContracts.create, async ({ actor, params, body }) => {
  await requireDocumentOwner(actor, params.id);
  return json(await createSegment({ documentId: params.id, userId: actor.user.id }, body), { status: 201 });
});

import { requireDocumentOwner } from "@/lib/auth/policy";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { segmentContracts } from "@/lib/segments/contracts";
import { createFixedBlock } from "@/lib/segments/fixed";

export const POST = route(segmentContracts.createFixed, async ({ actor, params, body }) => {
  await requireDocumentOwner(actor, params.id);
  return json(await createFixedBlock({ documentId: params.id, userId: actor.user.id }, body), { status: 201 });
});

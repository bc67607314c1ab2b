import { requireDocumentOwner } from "@/lib/auth/policy";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { segmentContracts } from "@/lib/segments/contracts";
import { insertContentTemplate } from "@/lib/segments/from-template";

export const POST = route(segmentContracts.createFromTemplate, async ({ actor, params, body }) => {
  await requireDocumentOwner(actor, params.id);
  return json(await insertContentTemplate({ documentId: params.id, userId: actor.user.id }, body), { status: 201 });
});

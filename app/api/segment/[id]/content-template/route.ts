import { requireDocumentViewer } from "@/lib/auth/policy";
import { saveAsContentTemplate } from "@/lib/content-templates/save";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { segmentContracts } from "@/lib/segments/contracts";
import { blockDocumentId } from "@/lib/segments/edit-scope";

export const POST = route(segmentContracts.saveAsContentTemplate, async ({ actor, params, body }) => {
  // Anyone who may read the document; saveAsContentTemplate refuses readers from outside its workspace (403).
  const access = await requireDocumentViewer(actor, await blockDocumentId(params.id, "flow"));
  return json(await saveAsContentTemplate(actor, access, params.id, body.title), { status: 201 });
});

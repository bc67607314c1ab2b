import { requireDocumentOwner } from "@/lib/auth/policy";
import { documentContracts } from "@/lib/documents/contracts";
import { restoreDocument } from "@/lib/documents/lifecycle";
import { route } from "@/lib/http/route";

export const POST = route(documentContracts.restore, async ({ actor, params }) => {
  await requireDocumentOwner(actor, params.id);
  return restoreDocument(params.id);
});

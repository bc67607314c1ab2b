import { requireDocumentOwner } from "@/lib/auth/policy";
import { documentContracts } from "@/lib/documents/contracts";
import { permanentlyDeleteDocument } from "@/lib/documents/lifecycle";
import { route } from "@/lib/http/route";

export const DELETE = route(documentContracts.permanentDelete, async ({ actor, params }) => {
  await requireDocumentOwner(actor, params.id);
  return permanentlyDeleteDocument(params.id);
});

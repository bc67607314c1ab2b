import { requireDocumentOwner } from "@/lib/auth/policy";
import { documentContracts } from "@/lib/documents/contracts";
import { setCachedData } from "@/lib/documents/settings";
import { route } from "@/lib/http/route";

export const POST = route(documentContracts.setCachedData, async ({ actor, params, body }) => {
  await requireDocumentOwner(actor, params.id);
  return setCachedData(params.id, body);
});

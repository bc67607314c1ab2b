import { requireDocumentOwner } from "@/lib/auth/policy";
import { documentContracts } from "@/lib/documents/contracts";
import { setArchived } from "@/lib/documents/lifecycle";
import { route } from "@/lib/http/route";

export const POST = route(documentContracts.archive, async ({ actor, params, body }) => {
  await requireDocumentOwner(actor, params.id);
  return setArchived(params.id, body.archived);
});

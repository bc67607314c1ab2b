import { requireDocumentOwner } from "@/lib/auth/policy";
import { documentContracts } from "@/lib/documents/contracts";
import { changeWorkspace } from "@/lib/documents/lifecycle";
import { route } from "@/lib/http/route";

export const POST = route(documentContracts.changeWorkspace, async ({ actor, params, body }) => {
  const access = await requireDocumentOwner(actor, params.id);
  return changeWorkspace(actor, access, body.teamId);
});

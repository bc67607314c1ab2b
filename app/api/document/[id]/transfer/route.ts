import { requireDocumentOwner } from "@/lib/auth/policy";
import { documentContracts } from "@/lib/documents/contracts";
import { transferDocument } from "@/lib/documents/lifecycle";
import { route } from "@/lib/http/route";

export const POST = route(documentContracts.transfer, async ({ actor, params, body }) => {
  const access = await requireDocumentOwner(actor, params.id);
  return transferDocument(access, body.userId);
});

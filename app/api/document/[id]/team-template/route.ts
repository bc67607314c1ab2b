import { requireDocumentOwner, requireModule } from "@/lib/auth/policy";
import { makeTeamTemplate } from "@/lib/documents/team-template";
import { documentTransferContracts } from "@/lib/documents/transfer-contracts";
import { route } from "@/lib/http/route";

export const POST = route(documentTransferContracts.makeTeamTemplate, async ({ actor, params }) => {
  await requireDocumentOwner(actor, params.id);
  requireModule(actor, "team-templates");
  return makeTeamTemplate(params.id);
});

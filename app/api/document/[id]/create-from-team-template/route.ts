import { requireDocumentViewer } from "@/lib/auth/policy";
import { createFromTeamTemplate } from "@/lib/documents/team-template";
import { documentTransferContracts } from "@/lib/documents/transfer-contracts";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

export const POST = route(documentTransferContracts.createFromTeamTemplate, async ({ actor, params, body }) => {
  const access = await requireDocumentViewer(actor, params.id);
  return json(await createFromTeamTemplate(actor, access, body.teamId), { status: 201 });
});

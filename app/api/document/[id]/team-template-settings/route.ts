import { requireTeamTemplateManager, updateTeamTemplateSettings } from "@/lib/documents/team-template";
import { documentTransferContracts } from "@/lib/documents/transfer-contracts";
import { route } from "@/lib/http/route";

export const POST = route(documentTransferContracts.teamTemplateSettings, async ({ actor, params, body }) => {
  await requireTeamTemplateManager(actor, params.id);
  return updateTeamTemplateSettings(params.id, body);
});

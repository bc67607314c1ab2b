import { requireTeamAdmin } from "@/lib/auth/policy";
import { archiveResponse, exportTeamDocuments } from "@/lib/documents/export";
import { documentTransferContracts } from "@/lib/documents/transfer-contracts";
import { route } from "@/lib/http/route";

export const GET = route(documentTransferContracts.exportTeamDocuments, async ({ actor, params }) => {
  await requireTeamAdmin(actor, params.id);
  return archiveResponse(await exportTeamDocuments(params.id));
});

import { archiveResponse, exportDocument, requireDocumentExporter } from "@/lib/documents/export";
import { documentTransferContracts } from "@/lib/documents/transfer-contracts";
import { route } from "@/lib/http/route";

export const GET = route(documentTransferContracts.exportDocument, async ({ actor, params }) => {
  const access = await requireDocumentExporter(actor, params.id);
  // The private note travels only in the owner's own export of the document.
  return archiveResponse(await exportDocument(params.id, access.isTheOwner ? actor.user.id : null));
});

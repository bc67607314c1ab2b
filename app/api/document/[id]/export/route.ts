import { archiveResponse, exportDocument, requireDocumentExporter } from "@/lib/documents/export";
import { documentTransferContracts } from "@/lib/documents/transfer-contracts";
import { route } from "@/lib/http/route";

export const GET = route(documentTransferContracts.exportDocument, async ({ actor, params }) => {
  await requireDocumentExporter(actor, params.id);
  return archiveResponse(await exportDocument(params.id));
});

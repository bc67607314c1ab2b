import { requireDocumentViewer } from "@/lib/auth/policy";
import { route } from "@/lib/http/route";
import { attachmentDisposition } from "@/lib/misc-files/file-name";
import { sheetContracts } from "@/lib/pricing/sheet/contracts";
import { pricingTableDocument, readExport, sheetFileName, XLSX_TYPE } from "@/lib/pricing/sheet/exports";
import { blockDocumentId } from "@/lib/segments/edit-scope";

// Always a download, never cached: the file is the caller's own and expires.
export const GET = route(sheetContracts.download, async ({ actor, params }) => {
  await requireDocumentViewer(actor, await blockDocumentId(params.id, "flow"));
  const { title } = await pricingTableDocument(params.id);
  const bytes = await readExport(params.uniqueId, params.id, actor.user.id);
  return new Response(new Uint8Array(bytes), {
    headers: {
      "content-type": XLSX_TYPE,
      "content-length": String(bytes.length),
      "content-disposition": attachmentDisposition(sheetFileName(title)),
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
});

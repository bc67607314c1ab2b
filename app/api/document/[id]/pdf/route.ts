import { requireDocumentViewer } from "@/lib/auth/policy";
import { route } from "@/lib/http/route";
import { awaitPdf } from "@/lib/pdf/cache";
import { pdfContracts } from "@/lib/pdf/contracts";
import { documentPdf } from "@/lib/pdf/document-pdf";
import { pdfResponse } from "@/lib/pdf/respond";

// The document as it is now, as a PDF, for anyone who may view it.
export const GET = route(pdfContracts.documentPdf, async ({ actor, params, locale }) => {
  const access = await requireDocumentViewer(actor, params.id);
  const { flight, title } = await documentPdf(access, locale);
  return pdfResponse(await awaitPdf(flight), title);
});

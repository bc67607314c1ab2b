import { route } from "@/lib/http/route";
import { awaitPdf } from "@/lib/pdf/cache";
import { pdfContracts } from "@/lib/pdf/contracts";
import { pdfResponse } from "@/lib/pdf/respond";
import { sharePdf } from "@/lib/pdf/share-pdf";

// The shared document as a PDF for its visitor; the share's own rules (open, PIN cookie) and its
// sender's "prevent printing" decide (lib/pdf/share-pdf.ts).
export const GET = route(pdfContracts.sharePdf, async ({ request, params, locale }) => {
  const { flight, title } = await sharePdf(request, params.key, params.n, locale);
  return pdfResponse(await awaitPdf(flight), title);
});

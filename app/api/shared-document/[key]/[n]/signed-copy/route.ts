import { route } from "@/lib/http/route";
import { awaitPdf } from "@/lib/pdf/cache";
import { pdfContracts } from "@/lib/pdf/contracts";
import { pdfResponse } from "@/lib/pdf/respond";
import { shareDecisionId, signedCopy } from "@/lib/pdf/signed-copy";

// The signed copy for the client of an accepted share (404 before it is accepted).
export const GET = route(pdfContracts.shareSignedCopy, async ({ request, params }) => {
  const { deal, flight } = await signedCopy(await shareDecisionId(request, params.key, params.n));
  return pdfResponse(await awaitPdf(flight), deal.frozen.document.title);
});

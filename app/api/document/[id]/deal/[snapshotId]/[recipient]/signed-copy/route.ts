import { isSuperAdmin, requireDocumentViewer } from "@/lib/auth/policy";
import { notFound } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { awaitPdf } from "@/lib/pdf/cache";
import { pdfContracts } from "@/lib/pdf/contracts";
import { pdfResponse } from "@/lib/pdf/respond";
import { documentDecisionId, signedCopy } from "@/lib/pdf/signed-copy";

// A signed copy of one of the document's shares, for the members of its workspace.
export const GET = route(pdfContracts.memberSignedCopy, async ({ actor, params }) => {
  const access = await requireDocumentViewer(actor, params.id);
  if (!access.membership && !isSuperAdmin(actor.user)) throw notFound();
  const { deal, flight } = await signedCopy(await documentDecisionId(access.documentId, params.snapshotId, params.recipient));
  return pdfResponse(await awaitPdf(flight), deal.frozen.document.title);
});

import { requireDocumentViewer } from "@/lib/auth/policy";
import { route } from "@/lib/http/route";
import { awaitPdf } from "@/lib/pdf/cache";
import { pdfContracts } from "@/lib/pdf/contracts";
import { pdfResponse } from "@/lib/pdf/respond";
import { documentDecisionId, signedCopy } from "@/lib/pdf/signed-copy";
import { requireShareHistoryAccess } from "@/lib/sharing/manage";

// A signed copy of one of the document's shares (signers' e-mails and address hashes on its
// certificate): for those who see the share history, the owner and the workspace admins. A share
// of another document answers 404 like an unknown one.
export const GET = route(pdfContracts.memberSignedCopy, async ({ actor, params }) => {
  const access = await requireDocumentViewer(actor, params.id);
  requireShareHistoryAccess(access);
  const { deal, flight } = await signedCopy(await documentDecisionId(access.documentId, params.snapshotId, params.recipient));
  return pdfResponse(await awaitPdf(flight), deal.frozen.document.title);
});

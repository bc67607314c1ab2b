import { requireDocumentViewer } from "@/lib/auth/policy";
import { route } from "@/lib/http/route";
import { shareContracts } from "@/lib/sharing/contracts";
import { requireShareHistoryAccess } from "@/lib/sharing/manage";
import { listVisits } from "@/lib/sharing/visits";

export const GET = route(shareContracts.visits, async ({ actor, params }) => {
  requireShareHistoryAccess(await requireDocumentViewer(actor, params.id));
  return listVisits(params.id, params.snapshotId);
});

import { requireDocumentViewer } from "@/lib/auth/policy";
import { route } from "@/lib/http/route";
import { shareContracts } from "@/lib/sharing/contracts";
import { listSnapshots, requireShareHistoryAccess } from "@/lib/sharing/manage";

export const GET = route(shareContracts.snapshots, async ({ actor, params, query }) => {
  requireShareHistoryAccess(await requireDocumentViewer(actor, params.id));
  return listSnapshots(params.id, query.limit);
});

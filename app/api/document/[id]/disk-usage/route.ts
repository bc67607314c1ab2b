import { requireDocumentViewer } from "@/lib/auth/policy";
import { documentContracts } from "@/lib/documents/contracts";
import { diskUsage } from "@/lib/documents/settings";
import { route } from "@/lib/http/route";

export const GET = route(documentContracts.diskUsage, async ({ actor, params }) => {
  await requireDocumentViewer(actor, params.id);
  return diskUsage(params.id);
});

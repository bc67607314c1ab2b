import { requireDocStyleReader } from "@/lib/auth/policy";
import { docStyleContracts } from "@/lib/doc-styles/contracts";
import { exportDocStyle } from "@/lib/doc-styles/export";
import { route } from "@/lib/http/route";

export const GET = route(docStyleContracts.export, async ({ actor, params }) => {
  await requireDocStyleReader(actor, params.id);
  return exportDocStyle(params.id);
});

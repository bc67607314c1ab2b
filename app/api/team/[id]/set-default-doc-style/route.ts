import { requireTeamAdmin } from "@/lib/auth/policy";
import { docStyleContracts } from "@/lib/doc-styles/contracts";
import { setDefaultDocStyle } from "@/lib/doc-styles/service";
import { route } from "@/lib/http/route";

export const POST = route(docStyleContracts.setDefault, async ({ actor, params, body }) => {
  await requireTeamAdmin(actor, params.id);
  return setDefaultDocStyle(params.id, body.styleId);
});

import { requireTeamAdmin } from "@/lib/auth/policy";
import { docStyleContracts } from "@/lib/doc-styles/contracts";
import { createDocStyle } from "@/lib/doc-styles/service";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

export const POST = route(docStyleContracts.add, async ({ actor, params, body, t }) => {
  await requireTeamAdmin(actor, params.id);
  return json(await createDocStyle(params.id, body, t), { status: 201 });
});

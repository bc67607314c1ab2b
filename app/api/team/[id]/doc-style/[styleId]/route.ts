import { requireTeamDocStyleEditor } from "@/lib/auth/policy";
import { docStyleContracts } from "@/lib/doc-styles/contracts";
import { deleteDocStyle, updateDocStyle } from "@/lib/doc-styles/service";
import { route } from "@/lib/http/route";

// The workspace's path to its styles: the same use cases as /api/doc-style/{id}.
export const POST = route(docStyleContracts.teamUpdate, async ({ actor, params, body }) => {
  await requireTeamDocStyleEditor(actor, params.id, params.styleId);
  return updateDocStyle(params.styleId, body);
});

export const DELETE = route(docStyleContracts.teamRemove, async ({ actor, params }) => {
  await requireTeamDocStyleEditor(actor, params.id, params.styleId);
  return deleteDocStyle(params.styleId);
});

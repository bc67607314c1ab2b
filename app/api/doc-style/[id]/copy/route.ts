import { requireDocStyleReader, requireTeamAdmin } from "@/lib/auth/policy";
import { docStyleContracts } from "@/lib/doc-styles/contracts";
import { copyDocStyle } from "@/lib/doc-styles/service";
import { invalidInput } from "@/lib/http/errors";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

export const POST = route(docStyleContracts.copy, async ({ actor, params, body, t }) => {
  const source = await requireDocStyleReader(actor, params.id);
  // A global style has no workspace of its own to be copied into: the caller names one.
  const target = body.teamId ?? source.teamId;
  if (!target) throw invalidInput("docStyleCopyNeedsTeam", [{ path: "teamId", message: "validation.required" }]);
  await requireTeamAdmin(actor, target);
  return json(await copyDocStyle(actor, params.id, target, t), { status: 201 });
});

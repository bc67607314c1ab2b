import { requireTeamMember } from "@/lib/auth/policy";
import { contentTemplateContracts } from "@/lib/content-templates/contracts";
import { createContentTemplate } from "@/lib/content-templates/create";
import { listContentTemplates } from "@/lib/content-templates/list";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

export const GET = route(contentTemplateContracts.list, async ({ actor, query }) => {
  // The caller's own templates; a workspace filter must name one of the caller's workspaces (else 404).
  if (query.teamId) await requireTeamMember(actor, query.teamId);
  return listContentTemplates(actor.user.id, { teamId: query.teamId, cursor: query.cursor });
});

export const POST = route(contentTemplateContracts.create, async ({ actor, body }) => {
  await requireTeamMember(actor, body.teamId);
  return json(await createContentTemplate(actor.user.id, body), { status: 201 });
});

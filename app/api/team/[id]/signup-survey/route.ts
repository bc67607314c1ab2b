import { requireTeamAdmin } from "@/lib/auth/policy";
import { route } from "@/lib/http/route";
import { teamContracts } from "@/lib/teams/contracts";
import { updateTeamSurvey } from "@/lib/teams/workspaces";

export const POST = route(teamContracts.signupSurvey, async ({ actor, params, body }) => {
  await requireTeamAdmin(actor, params.id);
  return updateTeamSurvey(params.id, body);
});

import { requireTeamAdmin, requireTeamMember } from "@/lib/auth/policy";
import { route } from "@/lib/http/route";
import { teamContracts } from "@/lib/teams/contracts";
import { deleteTeam, readTeam, updateTeam } from "@/lib/teams/workspaces";

export const GET = route(teamContracts.read, async ({ actor, params }) => {
  const membership = await requireTeamMember(actor, params.id);
  return readTeam(params.id, membership.role === "ADMIN");
});

export const POST = route(teamContracts.update, async ({ actor, params, body }) => {
  await requireTeamAdmin(actor, params.id);
  return updateTeam(params.id, body);
});

export const DELETE = route(teamContracts.remove, async ({ actor, params }) => {
  await requireTeamAdmin(actor, params.id);
  await deleteTeam(actor, params.id);
  return { success: true };
});

import { route } from "@/lib/http/route";
import { teamContracts } from "@/lib/teams/contracts";
import { findTeamName } from "@/lib/teams/workspaces";

export const GET = route(teamContracts.findByName, async ({ params }) => findTeamName(params.name));

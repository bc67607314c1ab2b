import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { teamContracts } from "@/lib/teams/contracts";
import { createTeam } from "@/lib/teams/workspaces";

// Needs a plan in force with room for one more workspace (lib/plans/allowances.ts, asked inside createTeam): 402 PLAN_LIMIT otherwise.
export const POST = route(teamContracts.create, async ({ actor, body }) => json(await createTeam(actor, body), { status: 201 }));

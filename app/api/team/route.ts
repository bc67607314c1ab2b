import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { teamContracts } from "@/lib/teams/contracts";
import { createTeam } from "@/lib/teams/workspaces";

// Needs a plan (canCreateWorkspace, asked inside createTeam): 402 PLAN_LIMIT without one.
export const POST = route(teamContracts.create, async ({ actor, body }) => json(await createTeam(actor, body), { status: 201 }));

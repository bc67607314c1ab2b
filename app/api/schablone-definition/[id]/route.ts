import { requireSuperAdmin } from "@/lib/auth/policy";
import { designTemplateContracts } from "@/lib/design-templates/contracts";
import { deleteDefinition, getDefinition, updateDefinition } from "@/lib/design-templates/definitions";
import { route } from "@/lib/http/route";

// Public: one definition of the gallery (lib/http/public-routes.ts).
export const GET = route(designTemplateContracts.read, async ({ params }) => ({ definition: await getDefinition(params.id) }));

export const POST = route(designTemplateContracts.update, async ({ actor, params, body }) => {
  requireSuperAdmin(actor);
  return { definition: await updateDefinition(params.id, body) };
});

export const DELETE = route(designTemplateContracts.remove, async ({ actor, params }) => {
  requireSuperAdmin(actor);
  return deleteDefinition(params.id);
});

import { requireSuperAdmin } from "@/lib/auth/policy";
import { designTemplateContracts } from "@/lib/design-templates/contracts";
import { createDefinition } from "@/lib/design-templates/definitions";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

export const POST = route(designTemplateContracts.create, async ({ actor, body }) => {
  requireSuperAdmin(actor);
  return json({ definition: await createDefinition(body) }, { status: 201 });
});

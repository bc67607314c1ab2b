import { requireTeamMember } from "@/lib/auth/policy";
import { catalogContracts } from "@/lib/catalog/contracts";
import { createCatalogItem } from "@/lib/catalog/items";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

// POST /api/team/{teamId}/catalog/ (workspace spec §7; the trailing slash: lib/catalog/contracts.ts).
export const POST = route(catalogContracts.create, async ({ actor, params, body }) => {
  const { teamId } = await requireTeamMember(actor, params.id);
  return json(await createCatalogItem(teamId, actor.user.id, body), { status: 201 });
});

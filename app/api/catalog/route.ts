import { requireTeamMember } from "@/lib/auth/policy";
import { memberTeamIds } from "@/lib/catalog/access";
import { catalogContracts } from "@/lib/catalog/contracts";
import { deleteCatalogItems } from "@/lib/catalog/items";
import { listCatalogItems } from "@/lib/catalog/list";
import { catalogDeleteIdsQuery, idsFromQuery } from "@/lib/catalog/schemas";
import { route } from "@/lib/http/route";
import { parseOrThrow } from "@/lib/http/validation";

// GET /api/catalog and DELETE /api/catalog/ (workspace spec §7; the trailing slash: lib/catalog/contracts.ts).

export const GET = route(catalogContracts.list, async ({ actor, query }) => {
  // A workspace filter must name one of the caller's workspaces (else 404); without it, all of them.
  const teamIds = query.team ? [(await requireTeamMember(actor, query.team)).teamId] : await memberTeamIds(actor.user.id);
  return listCatalogItems(teamIds, query);
});

export const DELETE = route(catalogContracts.remove, async ({ actor, request, t }) => {
  // Every `ids` and `id` value counts (the contract's query keeps only the last of a repeated name).
  const { ids } = parseOrThrow(catalogDeleteIdsQuery, { ids: idsFromQuery(new URL(request.url).searchParams) }, t, "query");
  // Authorization is part of the deletion: any id outside the caller's workspaces deletes nothing (404).
  return deleteCatalogItems(actor.user.id, ids);
});

import { requireCatalogItemMember } from "@/lib/catalog/access";
import { catalogContracts } from "@/lib/catalog/contracts";
import { getCatalogItem, updateCatalogItem } from "@/lib/catalog/items";
import { route } from "@/lib/http/route";

export const GET = route(catalogContracts.read, async ({ actor, params }) => {
  const item = await requireCatalogItemMember(actor, params.id);
  return getCatalogItem(item.id);
});

export const POST = route(catalogContracts.update, async ({ actor, params, body }) => {
  const item = await requireCatalogItemMember(actor, params.id);
  return updateCatalogItem(item.id, body);
});

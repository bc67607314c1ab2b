import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CatalogListPage } from "@/components/catalog/catalog-list-page";
import { ModuleGate } from "@/components/shell/module-gate";
import { findVisibleCatalogItem } from "@/lib/catalog/access";
import { getCatalogItem } from "@/lib/catalog/items";
import { CATALOG_PAGE_SIZE, CATALOG_SEARCH_MAX } from "@/lib/catalog/limits";
import { listCatalogItems } from "@/lib/catalog/list";
import { catalogPageActor, searchParam } from "@/lib/catalog/page-access";
import { catalogWorkspaces } from "@/lib/catalog/workspaces";
import { searchParamsWithoutNul } from "@/lib/http/validation";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("catalog"))("title") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// The catalog (workspace spec §2 /catalog): workspace filter, search, select-all, bulk delete,
// duplicate. Filters live in the address (team, q); `saved` names the item the form just saved.
export default async function CatalogPage({ searchParams }: { searchParams: SearchParams }) {
  const actor = await catalogPageActor();
  if (!actor) return <ModuleGate module="catalog" />;
  // The search term goes to the database, which cannot compare text holding U+0000: it is dropped.
  const [workspaces, params] = await Promise.all([catalogWorkspaces(actor.user.id), searchParams.then(searchParamsWithoutNul)]);
  const team = searchParam(params, "team");
  const filters = {
    teamId: workspaces.some((workspace) => workspace.teamId === team) ? team : "",
    search: searchParam(params, "q").slice(0, CATALOG_SEARCH_MAX),
  };
  const scope = workspaces.filter((workspace) => !filters.teamId || workspace.teamId === filters.teamId).map((workspace) => workspace.teamId);
  const saved = await findVisibleCatalogItem(actor, searchParam(params, "saved"));
  const [page, savedItem] = await Promise.all([
    listCatalogItems(scope, { search: filters.search.trim() || undefined, limit: CATALOG_PAGE_SIZE }),
    saved ? getCatalogItem(saved.id) : null,
  ]);
  return <CatalogListPage workspaces={workspaces} initialFilters={filters} initialPage={page} savedItem={savedItem} />;
}

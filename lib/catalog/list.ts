import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { encodeCatalogCursor, type CatalogCursor, type CatalogListQuery } from "./schemas";
import { CATALOG_ITEM_SELECT, catalogItemView, type CatalogItemView } from "./view";
import { escapeLike } from "@/lib/db/escape-like";

// GET /api/catalog: the items of the given workspaces (the caller's, checked by the route), newest
// first, keyset-paged on (createdAt desc, id desc) like the media library. Newest first keeps an item
// just created or duplicated at the top, where the user who made it looks for it.

export interface CatalogPage {
  items: CatalogItemView[];
  nextCursor: string | null;
}


const afterCursor = ({ createdAt, id }: CatalogCursor): Prisma.CatalogItemWhereInput => ({
  OR: [{ createdAt: { lt: createdAt } }, { createdAt, id: { lt: id } }],
});

export async function listCatalogItems(teamIds: string[], query: Pick<CatalogListQuery, "search" | "cursor" | "limit">): Promise<CatalogPage> {
  if (!teamIds.length) return { items: [], nextCursor: null };
  const conditions: Prisma.CatalogItemWhereInput[] = [];
  if (query.search) {
    const term = { contains: escapeLike(query.search), mode: "insensitive" as const };
    conditions.push({ OR: [{ name: term }, { sku: term }, { description: term }] });
  }
  if (query.cursor) conditions.push(afterCursor(query.cursor));
  const rows = await db.catalogItem.findMany({
    where: { teamId: { in: teamIds }, AND: conditions },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: query.limit + 1,
    select: CATALOG_ITEM_SELECT,
  });
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    items: page.map(catalogItemView),
    nextCursor: rows.length > query.limit && last ? encodeCatalogCursor({ createdAt: last.createdAt, id: last.id }) : null,
  };
}

import { apiFetch } from "@/lib/client/api";
import { CATALOG_BULK_DELETE_MAX } from "@/lib/catalog/limits";
import type { CatalogItemView } from "@/lib/catalog/view";
import type { CurrencyCode } from "@/lib/pricing/types";

// The catalog calls, spelled exactly as the workspace spec §7 shows them (two end in a slash: the
// server answers those as they are, next.config.ts skipTrailingSlashRedirect).

export interface CatalogPageData {
  items: CatalogItemView[];
  nextCursor: string | null;
}

export interface CatalogFilters {
  /** "" for every workspace of the user. */
  teamId: string;
  search: string;
}

/** What the form sends: the price is the exact decimal text the form read. */
export interface CatalogItemBody {
  sku: string | null;
  name: string;
  currency: CurrencyCode;
  price: string | number;
  description: string | null;
}

function listPath(filters: CatalogFilters, cursor?: string) {
  const query = new URLSearchParams();
  if (filters.teamId) query.set("team", filters.teamId);
  if (filters.search.trim()) query.set("search", filters.search.trim());
  if (cursor) query.set("cursor", cursor);
  const text = query.toString();
  return `/api/catalog${text ? `?${text}` : ""}`;
}

export const catalogApi = {
  list: (filters: CatalogFilters, cursor?: string, signal?: AbortSignal) => apiFetch<CatalogPageData>(listPath(filters, cursor), { signal }),
  create: (teamId: string, body: CatalogItemBody) => apiFetch<CatalogItemView>(`/api/team/${encodeURIComponent(teamId)}/catalog/`, { method: "POST", body }),
  update: (id: string, body: CatalogItemBody) => apiFetch<CatalogItemView>(`/api/catalog/${encodeURIComponent(id)}`, { method: "POST", body }),
  /** Deletes in batches of the server's limit; stops at the first refusal (earlier batches stay deleted). */
  async remove(ids: string[]): Promise<number> {
    let deleted = 0;
    for (let start = 0; start < ids.length; start += CATALOG_BULK_DELETE_MAX) {
      const batch = ids.slice(start, start + CATALOG_BULK_DELETE_MAX);
      const answer = await apiFetch<{ deleted: number }>(`/api/catalog/?ids=${batch.map(encodeURIComponent).join(",")}`, { method: "DELETE" });
      deleted += answer.deleted;
    }
    return deleted;
  },
};

/** The body of an item read from the API, e.g. to save a copy of it. */
export const bodyOf = (item: CatalogItemView): CatalogItemBody => ({
  sku: item.sku,
  name: item.name,
  currency: item.currency,
  price: item.price,
  description: item.description,
});

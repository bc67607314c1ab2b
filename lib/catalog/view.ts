import type { CurrencyCode } from "@/lib/pricing/types";
import { priceNumber } from "./price";

/**
 * A catalog item as every catalog call answers it (workspace spec §3 "Catalog item": _id, sku,
 * name, currency, price, description, team). `id` repeats `_id` for this app's own code; `team` is
 * the workspace id. The pricing table's "Add from catalog" takes these as they are.
 */
export interface CatalogItemView {
  _id: string;
  id: string;
  sku: string | null;
  name: string;
  currency: CurrencyCode;
  price: number;
  description: string | null;
  team: string;
}

/** The columns a view is built from: select exactly these. */
export const CATALOG_ITEM_SELECT = {
  id: true,
  teamId: true,
  sku: true,
  name: true,
  currency: true,
  price: true,
  description: true,
  createdAt: true,
} as const;

interface CatalogItemRow {
  id: string;
  teamId: string;
  sku: string | null;
  name: string;
  currency: CurrencyCode;
  price: { toString(): string };
  description: string | null;
}

export function catalogItemView(row: CatalogItemRow): CatalogItemView {
  return {
    _id: row.id,
    id: row.id,
    sku: row.sku,
    name: row.name,
    currency: row.currency,
    price: priceNumber(row.price),
    description: row.description,
    team: row.teamId,
  };
}

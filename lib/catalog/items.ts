import { db } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { memberTeamIds } from "./access";
import type { CatalogItemInput } from "./schemas";
import { CATALOG_ITEM_SELECT, catalogItemView, type CatalogItemView } from "./view";

// Reading and writing catalog items. The route handler has already asked lib/catalog/access (or
// lib/auth/policy for a workspace) whether the caller may; these functions only do the work.

const columns = (input: CatalogItemInput) => ({
  sku: input.sku,
  name: input.name,
  currency: input.currency,
  // The exact decimal text (schemas.ts): Prisma stores it into DECIMAL(14, 4) without a float in between.
  price: input.price,
  description: input.description,
});

export async function createCatalogItem(teamId: string, userId: string, input: CatalogItemInput): Promise<CatalogItemView> {
  const row = await db.catalogItem.create({ data: { teamId, createdById: userId, ...columns(input) }, select: CATALOG_ITEM_SELECT });
  return catalogItemView(row);
}

export async function getCatalogItem(itemId: string): Promise<CatalogItemView> {
  const row = await db.catalogItem.findUnique({ where: { id: itemId }, select: CATALOG_ITEM_SELECT });
  if (!row) throw notFound();
  return catalogItemView(row);
}

/** Replaces every field of the item ("full item"); its workspace never changes. */
export async function updateCatalogItem(itemId: string, input: CatalogItemInput): Promise<CatalogItemView> {
  // A row deleted meanwhile makes Prisma throw P2025, which the route answers as 404.
  const row = await db.catalogItem.update({ where: { id: itemId }, data: columns(input), select: CATALOG_ITEM_SELECT });
  return catalogItemView(row);
}

/**
 * Deletes the named items, all or none: when any id is unknown or in a workspace the caller is not a
 * member of, nothing is deleted and the answer is 404 (it cannot tell which id, so nothing leaks).
 * Deleting a selection is one decision; half of it done would leave the list in a state nobody chose.
 */
export async function deleteCatalogItems(userId: string, ids: string[]): Promise<{ deleted: number }> {
  const teams = await memberTeamIds(userId);
  return db.$transaction(async (tx) => {
    const where = { id: { in: ids }, teamId: { in: teams } };
    if ((await tx.catalogItem.count({ where })) !== ids.length) throw notFound();
    const { count } = await tx.catalogItem.deleteMany({ where });
    return { deleted: count };
  });
}

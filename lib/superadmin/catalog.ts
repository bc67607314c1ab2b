import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { priceNumber } from "@/lib/catalog/price";
import { skipOf } from "./paging";

// Catalog items across workspaces (issue 12), newest first, searched by name or SKU. Unscoped on
// purpose: super admins only.

export async function listCatalog({ page, size, q }: { page: number; size: number; q?: string | undefined }) {
  const where: Prisma.CatalogItemWhereInput = q
    ? { OR: [{ name: { contains: q, mode: "insensitive" } }, { sku: { contains: q, mode: "insensitive" } }] }
    : {};
  const [rows, total] = await Promise.all([
    db.catalogItem.findMany({
      where,
      select: {
        id: true,
        sku: true,
        name: true,
        currency: true,
        price: true,
        description: true,
        createdAt: true,
        updatedAt: true,
        team: { select: { id: true, name: true } },
        createdBy: { select: { id: true, username: true } },
      },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: skipOf(page, size),
      take: size,
    }),
    db.catalogItem.count({ where }),
  ]);
  const items = rows.map((row) => ({
    _id: row.id,
    sku: row.sku,
    name: row.name,
    currency: row.currency,
    price: priceNumber(row.price),
    description: row.description,
    team: { _id: row.team.id, name: row.team.name },
    createdBy: row.createdBy ? { _id: row.createdBy.id, username: row.createdBy.username } : null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }));
  return { items, page, pageSize: size, total };
}

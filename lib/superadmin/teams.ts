import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { skipOf } from "./paging";

// Workspaces (the console's tab 6, accounts spec §2 and §9: 50 a page), newest first, searched by
// name or subdomain, with their member and document counts from the same query. Unscoped on
// purpose: super admins only.

export async function listTeams({ page, size, q }: { page: number; size: number; q?: string | undefined }) {
  const where: Prisma.TeamWhereInput = q
    ? { OR: [{ name: { contains: q, mode: "insensitive" } }, { customSubdomain: { contains: q, mode: "insensitive" } }] }
    : {};
  const [rows, total] = await Promise.all([
    db.team.findMany({
      where,
      select: {
        id: true,
        name: true,
        createdAt: true,
        customSubdomain: true,
        canShareByEmail: true,
        createdBy: { select: { id: true, username: true } },
        // Pending invitations are not members yet.
        _count: { select: { members: { where: { acceptedAt: { not: null } } }, documents: true } },
      },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: skipOf(page, size),
      take: size,
    }),
    db.team.count({ where }),
  ]);
  const items = rows.map((row) => ({
    _id: row.id,
    name: row.name,
    createdAt: row.createdAt,
    customSubdomain: row.customSubdomain,
    canShareByEmail: row.canShareByEmail,
    members: row._count.members,
    documents: row._count.documents,
    createdBy: row.createdBy ? { _id: row.createdBy.id, username: row.createdBy.username } : null,
  }));
  return { items, page, pageSize: size, total };
}

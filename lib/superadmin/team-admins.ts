import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { skipOf } from "./paging";

// Team admins (the console's tab 5, accounts spec §2 and §9: 50 a page): accepted ADMIN memberships
// of every workspace, newest first, searched by the person (username, e-mail, names) or the
// workspace's name. Unscoped on purpose: super admins only.

export async function listTeamAdmins({ page, size, q }: { page: number; size: number; q?: string | undefined }) {
  const contains = (value: string) => ({ contains: value, mode: "insensitive" as const });
  const search: Prisma.MemberWhereInput = q
    ? {
        OR: [
          { user: { OR: [{ username: contains(q) }, { email: contains(q) }, { firstname: contains(q) }, { lastname: contains(q) }] } },
          { team: { name: contains(q) } },
        ],
      }
    : {};
  const where: Prisma.MemberWhereInput = { role: "ADMIN", userId: { not: null }, acceptedAt: { not: null }, ...search };
  const [rows, total] = await Promise.all([
    db.member.findMany({
      where,
      select: {
        id: true,
        acceptedAt: true,
        user: { select: { id: true, username: true, email: true, firstname: true, lastname: true } },
        team: { select: { id: true, name: true } },
      },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: skipOf(page, size),
      take: size,
    }),
    db.member.count({ where }),
  ]);
  const items = rows.flatMap((row) =>
    row.user
      ? [
          {
            _id: row.id,
            user: { _id: row.user.id, username: row.user.username, email: row.user.email, firstname: row.user.firstname, lastname: row.user.lastname },
            team: { _id: row.team.id, name: row.team.name },
            since: row.acceptedAt,
          },
        ]
      : [],
  );
  return { items, page, pageSize: size, total };
}

import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { latestFirst, planRowSelect, planStatus, type PlanRow } from "@/lib/plans/status";
import { skipOf, type Page } from "./paging";

// The operator console's accounts list (GET /api/superadmin/accounts): every account, not scoped to
// a workspace, which is why only super admins reach it.

export const accountItemSelect = {
  id: true,
  username: true,
  email: true,
  firstname: true,
  lastname: true,
  createdAt: true,
  isActivated: true,
  disabled: true,
  disabledReason: true,
  paymentMethod: true,
  salesRepresentative: true,
  planHistory: { orderBy: latestFirst, take: 1, select: planRowSelect },
} as const satisfies Prisma.UserSelect;

type AccountItemRow = Prisma.UserGetPayload<{ select: typeof accountItemSelect }>;

export function accountItem(row: AccountItemRow, now = new Date()) {
  const plan: PlanRow | null = row.planHistory[0] ?? null;
  return {
    _id: row.id,
    username: row.username,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    createdAt: row.createdAt,
    isActivated: row.isActivated,
    disabled: row.disabled,
    disabledReason: row.disabledReason,
    paymentMethod: row.paymentMethod,
    salesRepresentative: row.salesRepresentative,
    plan: {
      status: planStatus(plan, row.disabled, now),
      product: plan?.product ?? null,
      interval: plan?.interval ?? null,
      expiresAt: plan?.expiresAt ?? null,
    },
  };
}

export type AccountItem = ReturnType<typeof accountItem>;

/** Username, e-mail, first or last name containing `q` (any case). */
function searchWhere(q: string | undefined): Prisma.UserWhereInput {
  if (!q) return {};
  const contains = { contains: q, mode: "insensitive" as const };
  return { OR: [{ username: contains }, { email: contains }, { firstname: contains }, { lastname: contains }] };
}

export async function listAccounts(query: { page: number; size: number; q?: string }): Promise<Page<AccountItem>> {
  const where = searchWhere(query.q);
  const [rows, total] = await Promise.all([
    db.user.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: skipOf(query.page, query.size),
      take: query.size,
      select: accountItemSelect,
    }),
    db.user.count({ where }),
  ]);
  return { items: rows.map((row) => accountItem(row)), page: query.page, pageSize: query.size, total };
}

import "server-only";
import { db } from "@/lib/db/client";
import type { CurrencyCode } from "@/lib/pricing/types";

/** One of the user's workspaces as the catalog pages need it: its name and how it writes numbers. */
export interface CatalogWorkspace {
  teamId: string;
  teamName: string;
  decimalSeparator: string;
  groupSeparator: string;
  /** A new item starts in this currency. */
  defaultCurrency: CurrencyCode;
}

/** The workspaces the user is an accepted member of, oldest membership first (the shell's order). */
export async function catalogWorkspaces(userId: string): Promise<CatalogWorkspace[]> {
  const rows = await db.member.findMany({
    where: { userId, acceptedAt: { not: null } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { team: { select: { id: true, name: true, decimalSeparator: true, groupSeparator: true, defaultCurrency: true } } },
  });
  return rows.map(({ team }) => ({
    teamId: team.id,
    teamName: team.name,
    decimalSeparator: team.decimalSeparator,
    groupSeparator: team.groupSeparator,
    defaultCurrency: team.defaultCurrency,
  }));
}

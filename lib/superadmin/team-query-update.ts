import type { Actor } from "@/lib/auth/actor";
import { auditMany } from "./audit";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { notFound } from "@/lib/http/errors";
import type { TeamQueryUpdateInput } from "./schemas";

// One setting changed on many workspaces at once (the spec's team-query-update): all of them or none
// (an unknown id is 404 and changes nothing), in one UPDATE, with one audit entry per workspace
// holding its values before and after, all in the same transaction.

type TeamSettings = { canShareByEmail: boolean };

export async function updateTeams(actor: Actor, input: TeamQueryUpdateInput) {
  const teamIds = [...new Set(input.teamIds)];
  // Only the fields sent are changed and recorded.
  const set = Object.fromEntries(Object.entries(input.set).filter(([, value]) => value !== undefined)) as Partial<TeamSettings>;
  const fields = Object.keys(set) as (keyof TeamSettings)[];
  return db.$transaction(async (tx) => {
    // Locked (in id order, so two overlapping updates cannot deadlock): the "before" values are the ones this update replaces.
    const rows = await tx.$queryRaw<({ id: string } & TeamSettings)[]>`
      SELECT "id", "canShareByEmail" FROM "teams" WHERE "id" IN (${Prisma.join(teamIds)}) ORDER BY "id" FOR UPDATE`;
    if (rows.length !== teamIds.length) throw notFound();
    await tx.team.updateMany({ where: { id: { in: teamIds } }, data: set });
    await auditMany(
      actor,
      rows.map((row) => ({ action: "team.update", targetType: "team", targetId: row.id, before: Object.fromEntries(fields.map((field) => [field, row[field]])), after: set })),
      tx,
    );
    return { updated: rows.length, teams: rows.map((row) => ({ _id: row.id, canShareByEmail: set.canShareByEmail ?? row.canShareByEmail })) };
  });
}

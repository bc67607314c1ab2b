import type { Prisma } from "@/lib/db/generated/client";

/**
 * Serializes membership changes of one workspace: the transaction holds the team row's lock until it
 * ends, so two admins demoting each other, or two invitations of one address, cannot both pass
 * their checks.
 */
export async function lockTeam(tx: Prisma.TransactionClient, teamId: string): Promise<void> {
  await tx.$queryRaw`SELECT "id" FROM "teams" WHERE "id" = ${teamId} FOR UPDATE`;
}

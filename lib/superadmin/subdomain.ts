import type { Actor } from "@/lib/auth/actor";
import { Prisma } from "@/lib/db/generated/client";
import { AppError, notFound } from "@/lib/http/errors";
import { audited } from "./audit";

// A workspace's own host name (accounts spec §5, §7): `{customSubdomain}.{SHARE_HOST_DOMAIN}` serves
// its share links (lib/sharing/keys.ts). A subdomain is one lower-case DNS label; a few names stay
// ours. Typed in any case, stored lower-cased; null removes it.

const LABEL = /^[a-z0-9](?:[a-z0-9-]{1,61})[a-z0-9]$/;
export const RESERVED_SUBDOMAINS = ["www", "app", "api", "admin", "mail"] as const;

const field = (message: string) => [{ path: "customSubdomain", message }];

/** The subdomain to store, or a 400 with the spec's message for an empty one ('given subdomain name is empty'). */
export function parseSubdomain(raw: string): string {
  const value = raw.trim().toLowerCase();
  if (!value) throw new AppError("INVALID_INPUT", "subdomainEmpty", {}, field("errors.subdomainEmpty"));
  if (!LABEL.test(value)) throw new AppError("INVALID_INPUT", "subdomainInvalid", {}, field("errors.subdomainInvalid"));
  if ((RESERVED_SUBDOMAINS as readonly string[]).includes(value)) throw new AppError("INVALID_INPUT", "subdomainReserved", {}, field("errors.subdomainReserved"));
  return value;
}

const taken = () => new AppError("CONFLICT", "subdomainTaken", {}, field("errors.subdomainTaken"));

export async function setTeamSubdomain(actor: Actor, teamId: string, raw: string | null) {
  const customSubdomain = raw === null ? null : parseSubdomain(raw);
  try {
    return await audited(actor, async (tx) => {
      const team = await tx.team.findUnique({ where: { id: teamId }, select: { customSubdomain: true } });
      if (!team) throw notFound();
      if (customSubdomain) {
        const other = await tx.team.findFirst({ where: { customSubdomain, id: { not: teamId } }, select: { id: true } });
        if (other) throw taken();
      }
      const updated = await tx.team.update({ where: { id: teamId }, data: { customSubdomain }, select: { id: true, name: true, customSubdomain: true } });
      return {
        result: { team: { _id: updated.id, name: updated.name, customSubdomain: updated.customSubdomain } },
        entry: { action: "team.set-subdomain", targetType: "team", targetId: teamId, before: { customSubdomain: team.customSubdomain }, after: { customSubdomain } },
      };
    });
  } catch (error) {
    // Two workspaces claiming the same name at once: the unique index decides, and the loser hears why.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw taken();
    throw error;
  }
}


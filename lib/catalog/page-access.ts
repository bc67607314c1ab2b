import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { requireActor } from "@/lib/auth/page-session";
import { hasModule } from "@/lib/auth/policy";

/**
 * The signed-in user of a catalog page, or null without the catalog module (workspace spec §6:
 * modules gate the catalog). The sidebar leaves the catalog out for them; a page they reach anyway
 * reads nothing and explains the module instead (components/shell/module-gate.tsx).
 */
export async function catalogPageActor(): Promise<Actor | null> {
  const actor = await requireActor();
  return hasModule(actor, "catalog") ? actor : null;
}

type SearchParams = Record<string, string | string[] | undefined>;

/** A single value of a page's search parameter ("" when absent). */
export const searchParam = (params: SearchParams, name: string) => {
  const value = params[name];
  return (Array.isArray(value) ? value[0] : value) ?? "";
};

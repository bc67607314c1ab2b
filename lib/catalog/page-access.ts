import "server-only";
import { notFound } from "next/navigation";
import type { Actor } from "@/lib/auth/actor";
import { requireActor } from "@/lib/auth/page-session";
import { hasModule } from "@/lib/auth/policy";

/**
 * The signed-in user of a catalog page. The catalog is "shown only with the catalog module"
 * (workspace spec §2): without it the pages do not exist for this user (404), like the sidebar entry.
 */
export async function requireCatalogPageActor(): Promise<Actor> {
  const actor = await requireActor();
  if (!hasModule(actor, "catalog")) notFound();
  return actor;
}

type SearchParams = Record<string, string | string[] | undefined>;

/** A single value of a page's search parameter ("" when absent). */
export const searchParam = (params: SearchParams, name: string) => {
  const value = params[name];
  return (Array.isArray(value) ? value[0] : value) ?? "";
};

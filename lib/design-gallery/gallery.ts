import "server-only";
import { db } from "@/lib/db/client";
import { listDefinitions } from "@/lib/design-templates/definitions";
import type { DesignProduct } from "@/lib/design-templates/products";
import { FALLBACK_LANG } from "@/lib/design-templates/rank";
import type { DefinitionView } from "@/lib/design-templates/view";
import { isLocale } from "@/lib/i18n/locales";
import { isSector, selectGallery, type GalleryResult, type Sector } from "./filters";

// What the gallery (/{product}-designs) and the welcome page show: design templates of a product in
// one language, for one sector or all, best matches first (rankDefinitions). Filters come from the
// address, with defaults from the user (language) and the workspace (primary sector).

/** The workspace's primary sector (Team.primarySector), when it is one of ours. */
export async function workspaceSector(teamId: string | null): Promise<Sector | null> {
  if (!teamId) return null;
  const team = await db.team.findUnique({ where: { id: teamId }, select: { primarySector: true } });
  return isSector(team?.primarySector) ? team.primarySector : null;
}

/** The designs of one product for the filters in the address (one query; see selectGallery). */
export async function loadGallery(product: DesignProduct, filters: { lang?: string; sector?: string }, defaults: { userLanguage: string; workspaceSector: Sector | null }): Promise<GalleryResult<DefinitionView>> {
  return selectGallery(await listDefinitions({ product }), filters, defaults);
}

/**
 * The welcome page's and create dialog's picks: every product, in the user's language (English when
 * there is none in it), best matches for the workspace's sector first.
 */
export async function loadPicks(userLanguage: string, sector: Sector | null): Promise<DefinitionView[]> {
  return listDefinitions({ ...(isLocale(userLanguage) ? { lang: userLanguage } : { lang: FALLBACK_LANG }), ...(sector ? { sector } : {}) });
}

/** Each workspace's primary sector (null when it has none), in one query: the create dialog ranks designs by it. */
export async function workspaceSectors(teamIds: string[]): Promise<Record<string, Sector | null>> {
  if (!teamIds.length) return {};
  const teams = await db.team.findMany({ where: { id: { in: teamIds } }, select: { id: true, primarySector: true } });
  return Object.fromEntries(teams.map((team) => [team.id, isSector(team.primarySector) ? team.primarySector : null]));
}

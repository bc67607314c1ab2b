import { SECTORS } from "@/lib/accounts/schemas";
import { FALLBACK_LANG, rankDefinitions, sectorScore, type RankableDefinition } from "@/lib/design-templates/rank";
import { isLocale, LOCALES, type Locale } from "@/lib/i18n/locales";

// The gallery's filters (/{product}-designs?lang=..&sector=..): what the address asks for, else the
// user's language and the workspace's primary sector. Pure, so it is tested on its own.

export type Sector = (typeof SECTORS)[number];
export const ALL_SECTORS = "all";
export type SectorFilter = Sector | typeof ALL_SECTORS;

export const isSector = (value: unknown): value is Sector => typeof value === "string" && (SECTORS as readonly string[]).includes(value);

/** The languages that have designs, in the interface's order. */
export const languagesOf = (definitions: readonly { lang: string }[]): Locale[] => LOCALES.filter((locale) => definitions.some((definition) => definition.lang === locale));

/** The language asked for when it has designs, else the user's when it has, else English (or the first there is). */
export function chooseLanguage(asked: string | undefined, userLanguage: string, available: readonly Locale[]): Locale | null {
  for (const candidate of [asked, userLanguage, FALLBACK_LANG]) if (isLocale(candidate) && available.includes(candidate)) return candidate;
  return available[0] ?? null;
}

/** The sector asked for ("all" included), else the workspace's, else all. */
export const chooseSector = (asked: string | undefined, workspace: Sector | null): SectorFilter =>
  asked === ALL_SECTORS ? ALL_SECTORS : isSector(asked) ? asked : (workspace ?? ALL_SECTORS);

export interface GalleryResult<T> {
  /** The languages that have designs of the product (the language filter's choices). */
  languages: Locale[];
  lang: Locale | null;
  sector: SectorFilter;
  designs: T[];
}

/**
 * The gallery for the filters: the chosen language's designs only, ranked by the sector's score
 * (rankDefinitions), and with a sector chosen only those that name it.
 */
export function selectGallery<T extends RankableDefinition>(
  definitions: readonly T[],
  filters: { lang?: string; sector?: string },
  defaults: { userLanguage: string; workspaceSector: Sector | null },
): GalleryResult<T> {
  const languages = languagesOf(definitions);
  const lang = chooseLanguage(filters.lang, defaults.userLanguage, languages);
  const sector = chooseSector(filters.sector, defaults.workspaceSector);
  const ranked = rankDefinitions(
    definitions.filter((definition) => definition.lang === lang),
    { sector: sector === ALL_SECTORS ? null : sector },
  );
  const designs = sector === ALL_SECTORS ? ranked : ranked.filter((definition) => sectorScore(definition.sectors, sector) > 0);
  return { languages, lang, sector, designs };
}

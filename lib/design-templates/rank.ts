// The order in which the gallery and the welcome modal offer design templates (issue 10 §4): the
// caller's language only (when there is none in it, English), best match for the workspace's
// sector first, then the editors' sort order, then the title. Pure, so pages and routes share it.

export interface RankableDefinition {
  lang: string;
  /** "Weddings-90" entries (lib/design-templates/schemas.ts). */
  sectors: readonly string[];
  sortOrder: number;
  title: string;
}

export const FALLBACK_LANG = "en";

/** The score of the entry naming exactly this sector ("Weddings-90" → 90 for "Weddings"), 0 when absent or malformed. */
export function sectorScore(sectors: readonly string[], sector: string): number {
  for (const entry of sectors) {
    const at = entry.lastIndexOf("-");
    if (at <= 0 || entry.slice(0, at) !== sector) continue;
    const score = Number(entry.slice(at + 1));
    return Number.isInteger(score) && score >= 0 && score <= 100 ? score : 0;
  }
  return 0;
}

const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });

export function rankDefinitions<T extends RankableDefinition>(definitions: readonly T[], options: { lang?: string | null; sector?: string | null } = {}): T[] {
  let pool = [...definitions];
  if (options.lang) {
    const inLang = pool.filter((definition) => definition.lang === options.lang);
    pool = inLang.length ? inLang : pool.filter((definition) => definition.lang === FALLBACK_LANG);
  }
  const sector = options.sector ?? null;
  const score = (definition: T) => (sector ? sectorScore(definition.sectors, sector) : 0);
  return pool
    .map((definition) => ({ definition, score: score(definition) }))
    .sort((a, b) => b.score - a.score || a.definition.sortOrder - b.definition.sortOrder || collator.compare(a.definition.title, b.definition.title))
    .map(({ definition }) => definition);
}

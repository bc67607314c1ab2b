"use client";

import { useLocale, useTranslations } from "next-intl";
import { cachedTotals, localeSeparators, type Separators } from "./cached-totals";
import type { DocumentItem } from "./document-item";

/** The document's priced total in its index row ("€12,480.00 · $500.00"), or nothing without pricing tables. */
export function CachedTotal({ doc }: { doc: DocumentItem }) {
  const t = useTranslations("documents.list");
  const locale = useLocale();
  // The workspace's separators once list rows carry them (team.numberFormat), else the reader's language's.
  const team = doc.team as DocumentItem["team"] & { numberFormat?: Separators };
  const totals = cachedTotals(doc.cachedData, team.numberFormat ?? localeSeparators(locale));
  if (!totals.length) return null;
  return (
    <>
      <span aria-hidden="true">·</span>
      <span className="font-medium text-ink-700 tabular-nums" data-testid="document-total">
        <span className="sr-only">{t("cachedTotal")}: </span>
        {totals.join(" · ")}
      </span>
    </>
  );
}

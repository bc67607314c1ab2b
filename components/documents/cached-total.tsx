"use client";

import { useTranslations } from "next-intl";
import { cachedTotals } from "./cached-totals";
import type { DocumentItem } from "./document-item";

/** The document's priced total in its index row ("€12,480.00 · $500.00"), or nothing without pricing tables. */
export function CachedTotal({ doc }: { doc: DocumentItem }) {
  const t = useTranslations("documents.list");
  const totals = cachedTotals(doc.cachedData, doc.team.numberFormat);
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
